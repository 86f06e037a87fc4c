/**
 * Turns a stream of signed 16-bit little-endian mono samples into min/max pairs, one pair per
 * `samplesPerPeak` samples, without holding the samples: memory grows with the number of peaks
 * only. Chunks may split a sample in two; the odd byte waits for the next chunk.
 */
export class PeakAccumulator {
  private peaks = new Float32Array(1024);
  private length = 0;
  private bucketFill = 0;
  private bucketMin = 0;
  private bucketMax = 0;
  private carry: Buffer | null = null;

  constructor(private readonly samplesPerPeak: number) {}

  push(chunk: Buffer): void {
    const bytes = this.carry ? Buffer.concat([this.carry, chunk]) : chunk;
    const whole = bytes.length - (bytes.length % 2);
    this.carry = whole < bytes.length ? bytes.subarray(whole) : null;
    for (let offset = 0; offset < whole; offset += 2) {
      const sample = bytes.readInt16LE(offset) / 32768;
      if (this.bucketFill === 0) {
        this.bucketMin = sample;
        this.bucketMax = sample;
      } else if (sample < this.bucketMin) {
        this.bucketMin = sample;
      } else if (sample > this.bucketMax) {
        this.bucketMax = sample;
      }
      this.bucketFill += 1;
      if (this.bucketFill === this.samplesPerPeak) this.closeBucket();
    }
  }

  /** The pairs [min0, max0, min1, max1, ...] in -1..1; a last, partial bucket counts. */
  finish(): Float32Array {
    if (this.bucketFill > 0) this.closeBucket();
    return this.peaks.slice(0, this.length);
  }

  private closeBucket(): void {
    if (this.length + 2 > this.peaks.length) {
      const grown = new Float32Array(this.peaks.length * 2);
      grown.set(this.peaks);
      this.peaks = grown;
    }
    this.peaks[this.length] = this.bucketMin;
    this.peaks[this.length + 1] = this.bucketMax;
    this.length += 2;
    this.bucketFill = 0;
  }
}
