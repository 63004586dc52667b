import { useEffect, useState } from 'react';
import { ROUTES } from '../../../../shared/routes';

type QrState = { status: 'loading' } | { status: 'ready'; src: string } | { status: 'error' };

/** The address the QR code opens: this site's /aplikacija page. */
export function appPageUrl(origin: string): string {
  return `${origin}${ROUTES.app}`;
}

/**
 * A QR code made in the page, not an image file, so it follows the site's address. The encoder
 * loads only when this renders, keeping it out of the landing page's first bundle; the SVG becomes
 * a data: image, which the CSP allows.
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
  const target = appPageUrl(window.location.origin);

  useEffect(() => {
    let cancelled = false;
    import('qrcode')
      .then((qrcode) =>
        qrcode.toString(target, {
          type: 'svg',
          margin: 1,
          errorCorrectionLevel: 'M',
          color: { dark: '#0f172aff', light: '#ffffffff' },
        }),
      )
      .then((svg) => {
        if (!cancelled) {
          setState({
            status: 'ready',
            src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
          });
        }
      })
      .catch(() => {
        if (!cancelled) setState({ status: 'error' });
      });
    return () => {
      cancelled = true;
    };
  }, [target]);

  const box = 'grid h-36 w-36 place-items-center rounded-xl bg-white p-2 shadow-sm';
  if (state.status === 'ready') {
    return (
      <img
        src={state.src}
        alt={alt}
        data-qr-target={target}
        width={144}
        height={144}
        className={box}
      />
    );
  }
  return (
    <div role="status" className={`${box} text-center text-xs text-slate-600`}>
      {state.status === 'loading' ? loadingText : errorText}
    </div>
  );
}
