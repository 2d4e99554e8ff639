/**
 * On https a cookie name takes the `__Host-` prefix (ASVS 3.3.1): the browser then only accepts it Secure, for the
 * whole site (`Path=/`) and without a Domain, so no sibling subdomain or plain-http page can plant or overwrite it.
 * Plain-http origins (local, tests) cannot hold such cookies and use the bare name.
 */
export const hostCookieName = (name: string, https: boolean): string => (https ? `__Host-${name}` : name);

export const isHttpsPage = (): boolean => typeof location !== 'undefined' && location.protocol === 'https:';
