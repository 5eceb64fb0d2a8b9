import sharp from 'sharp';

/**
 * The demo pictures (drawn as SVG in `demo-scenes/` and `demo-portraits.ts`) turned into JPEG
 * "camera uploads", so nothing is downloaded and no font is needed. They then take the staff upload path.
 */
export async function svgToJpeg(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
