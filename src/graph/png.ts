import type { PngScale } from '../model/export';

/**
 * Rasterises an exported picture (the SVG of exportView.ts, so the PNG shows exactly what the
 * SVG does: selection, veil, legend and caption) at `scale` device pixels per CSS pixel. An SVG
 * without foreignObject drawn from a blob: address leaves the canvas readable.
 */
export async function svgToPng(svg: string, scale: PngScale): Promise<Blob> {
  const size = /<svg\b[^>]*\swidth="([0-9.]+)"[^>]*\sheight="([0-9.]+)"/.exec(svg);
  if (!size) throw new Error('picture without a size');
  const width = Math.ceil(Number(size[1]) * scale);
  const height = Math.ceil(Number(size[2]) * scale);
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const img = new Image(width, height);
    img.src = url;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2D canvas');
    ctx.drawImage(img, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('the picture is too large'))), 'image/png'));
  } finally {
    URL.revokeObjectURL(url);
  }
}
