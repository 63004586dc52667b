/** Encodes `target` as a QR code SVG data: URL (the encoder is a chunk of its own). */
export async function qrDataUrl(target: string): Promise<string> {
  const qrcode = await import('qrcode');
  const svg = await qrcode.toString(target, {
    type: 'svg',
    margin: 1,
    errorCorrectionLevel: 'M',
    color: { dark: '#0f172aff', light: '#ffffffff' },
  });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
