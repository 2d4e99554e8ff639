import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` once the placeholder comes within `margin` of the viewport (or `eager` is set), so
 * heavy sections below the fold load when the visitor scrolls towards them. The placeholder keeps `minHeight`
 * and shows `placeholder` (a skeleton of the section) meanwhile.
 */
export function WhenVisible({
  children,
  minHeight,
  eager = false,
  margin = '300px',
  id,
  placeholder = null,
}: {
  children: ReactNode;
  minHeight: number;
  eager?: boolean;
  margin?: string;
  id?: string;
  placeholder?: ReactNode;
}) {
  const [visible, setVisible] = useState(eager);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (visible || !ref.current) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setVisible(true);
      },
      { rootMargin: margin },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [visible, margin]);
  useEffect(() => {
    if (eager) setVisible(true);
  }, [eager]);
  return (
    <div ref={ref} id={id} style={visible ? undefined : { minHeight }}>
      {visible ? children : placeholder}
    </div>
  );
}
