import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useInjection } from '../shared/container-context';
import { useLocation } from '../shared/navigation';
import { TrackingStore } from './tracking.store';

/** Rendered once by the shell's runtime half: loads the preference and sends page views (only with consent). */
export const TrackingHost = observer(function TrackingHost() {
  const tracking = useInjection(TrackingStore);
  const { pathname } = useLocation();
  useEffect(() => {
    tracking.load();
  }, [tracking]);
  useEffect(() => {
    tracking.pageView(pathname);
  }, [tracking, pathname]);
  return null;
});
