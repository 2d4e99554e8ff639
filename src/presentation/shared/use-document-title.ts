import { useEffect } from 'react';
import { SITE_NAME } from '../../domain/site/site-identity';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${SITE_NAME}`;
  }, [title]);
}
