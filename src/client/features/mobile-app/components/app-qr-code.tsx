import { useEffect, useRef, useState } from 'react';
import { ROUTES } from '#shared/routes';

type QrState =
  { status: 'loading' } | { status: 'ready'; src: string; target: string } | { status: 'error' };

/** The address the QR code opens: this site's /aplikacija page. */
export function appPageUrl(origin: string): string {
  return `${origin}${ROUTES.app}`;
}

/**
 * A QR code made in the page, not an image file, so it follows the site's address. The encoder
 * loads only when the code is about to scroll into view, keeping it out of the landing page's
 * first load; the SVG becomes a data: image, which the CSP allows. The box keeps its size
 * meanwhile, so nothing moves when the code appears.
 */
export function AppQrCode({
  alt,
  loadingText,
  errorText,
}: {
  alt: string;
  loadingText: string;
  errorText: string;
}) {
  const [state, setState] = useState<QrState>({ status: 'loading' });
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    let cancelled = false;
    const target = appPageUrl(window.location.origin);
    const draw = () =>
      import('./qr-svg')
        .then(({ qrDataUrl }) => qrDataUrl(target))
        .then((src) => {
          if (!cancelled) setState({ status: 'ready', src, target });
        })
        .catch(() => {
          if (!cancelled) setState({ status: 'error' });
        });
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void draw();
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, []);

  const boxClass = 'grid h-36 w-36 place-items-center rounded-xl bg-white p-2 shadow-sm';
  return (
    <div ref={box} className="h-36 w-36">
      {state.status === 'ready' ? (
        <img
          src={state.src}
          alt={alt}
          data-qr-target={state.target}
          width={144}
          height={144}
          className={boxClass}
        />
      ) : (
        <div role="status" className={`${boxClass} text-center text-xs text-slate-600`}>
          {state.status === 'loading' ? loadingText : errorText}
        </div>
      )}
    </div>
  );
}
