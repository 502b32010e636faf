// subset-font 2.9 ships no types: the one call brand-font.ts makes.
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'woff2' | 'woff' | 'truetype';
      noHinting?: boolean;
      keepFeatures?: string[];
      preserveNameIds?: number[];
    },
  ): Promise<Buffer>;
}
