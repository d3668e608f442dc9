import iconv from 'iconv-lite';

/** SIE 4 files are PC8: IBM code page 437 (å 0x86, ä 0x84, ö 0x94, Å 0x8F, Ä 0x8E, Ö 0x99). */
export function encodePc8(text: string): Buffer {
  return iconv.encode(text, 'cp437');
}

export function decodePc8(bytes: Buffer): string {
  return iconv.decode(bytes, 'cp437');
}
