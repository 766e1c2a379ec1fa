import QRCode from 'qrcode';

/**
 * The printed QR code of a page's address, as SVG: drawn here for the page
 * (components/seo/print-qr.tsx) and again by the static mirror for its own address.
 * @param {string} url
 */
export const printQrSvg = (url) =>
  QRCode.toString(url, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' });
