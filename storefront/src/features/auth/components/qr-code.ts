/**
 * A QR code of the authenticator app's otpauth:// link (error correction level M), made by the
 * qrcode package (decision 058). The package is loaded on first use, so it stays out of the main
 * bundle: only the two-factor setup screen asks for it. The secret is always shown as text too.
 */

/** The QR code as an SVG path (one unit per module, a quiet zone of 4): `d` and the view box size. */
export async function qrPath(text: string): Promise<{ d: string; size: number }> {
  const { create } = await import('qrcode');
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let y = 0; y < modules.size; y++) {
    for (let x = 0; x < modules.size; x++) if (modules.get(y, x)) parts.push(`M${x + 4} ${y + 4}h1v1h-1z`);
  }
  return { d: parts.join(''), size: modules.size + 8 };
}
