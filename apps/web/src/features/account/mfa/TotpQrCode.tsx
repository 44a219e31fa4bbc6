import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import QRCode from 'qrcode';

/**
 * The otpauth URL as a QR code, drawn here in the browser: the secret never goes to a
 * third-party image service. An SVG scales sharply and needs no canvas.
 */
export function TotpQrCode({ url, alt }: { url: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toString(url, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }).then((svg) => {
      if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      live = false;
    };
  }, [url]);
  return (
    <Box sx={{ width: 200, height: 200, bgcolor: '#fff', p: 0.5, borderRadius: 1 }}>
      {src && <img src={src} alt={alt} width={192} height={192} />}
    </Box>
  );
}
