import { encode } from 'uqr';
import { useMemo } from 'react';

/**
 * A QR code drawn as one SVG path, sharp at any size and readable by any camera. uqr (about 8 KB
 * gzip, no dependencies) is loaded with this page only.
 */
export function QrCode({ value, label, className }: { value: string; label: string; className?: string }) {
  const { path, size } = useMemo(() => {
    // The quiet zone of four modules that scanners need is part of the drawing.
    const { data } = encode(value, { ecc: 'M', border: 4 });
    const cells = data.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : [])));
    return { path: cells.join(''), size: data.length };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      data-slot="qr-code"
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={className}
    >
      {/* Scanners want dark on light, whatever the theme. */}
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
