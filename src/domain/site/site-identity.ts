/** The site's name in titles and link previews, and its link-preview image (public/og-image.jpg, from og-image.svg). */
export const SITE_NAME = 'WOO X';
export const PREVIEW_IMAGE = '/og-image.jpg';
