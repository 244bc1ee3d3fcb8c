import "server-only";
// The capture link as a QR code, drawn on the server as SVG (the qrcode package), so that a tablet's camera opens
// /capture without anyone typing the address and the page needs no script or image request for it.
import QRCode from "qrcode";

/**
 * An <svg> of the link's QR code, dark on white with a quiet zone. Only the link's modules (path data) are in it,
 * never its text, so it is safe to put into the page as markup.
 */
export function qrCodeSvg(link: string): Promise<string> {
  return QRCode.toString(link, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
}
