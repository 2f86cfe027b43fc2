/** Unsigned LEB128 varints: 7 bits a byte, the high bit set on every byte but the last. */
export class VarintWriter {
  private bytes = new Uint8Array(1 << 16);
  length = 0;

  write(value: number): void {
    if (this.length + 5 > this.bytes.length) {
      const grown = new Uint8Array(this.bytes.length * 2);
      grown.set(this.bytes);
      this.bytes = grown;
    }
    let v = value;
    while (v >= 0x80) {
      this.bytes[this.length++] = (v & 0x7f) | 0x80;
      v = Math.floor(v / 128);
    }
    this.bytes[this.length++] = v;
  }

  finish(): Uint8Array {
    return this.bytes.slice(0, this.length);
  }
}

/** Reads varints from `bytes` starting at `at`; `at` advances. A read past the end yields -1. */
export class VarintReader {
  constructor(
    private readonly bytes: Uint8Array,
    public at: number,
  ) {}

  read(): number {
    let value = 0;
    let scale = 1;
    for (;;) {
      if (this.at >= this.bytes.length) return -1;
      const b = this.bytes[this.at++]!;
      value += (b & 0x7f) * scale;
      if (b < 0x80) return value;
      scale *= 128;
      // Five bytes hold every count a pack can have; more is a corrupt file, not a number.
      if (scale > 2 ** 35) return -1;
    }
  }
}
