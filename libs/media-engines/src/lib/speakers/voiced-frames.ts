/** Loudness is measured per 10 ms block, the frame hop, so each frame's blocks are at hand. */
export const HOP_SAMPLES = 160;

/** Frames quieter than this much below the loud speech of the segments are pauses. */
const RANGE_BELOW_SPEECH_DB = 30;
/** The level taken as "loud speech": most speech blocks are quieter than this one. */
const SPEECH_PERCENTILE = 0.9;
/** Mean square of a 16-bit sample at -60 dBFS: anything quieter is no speech at all. */
const ABSOLUTE_FLOOR = 32768 ** 2 * 1e-6;

/**
 * Decides which analysis frames hold voice: MFCCs of silence and breath describe the room, not
 * the speaker, and would pull every segment towards the same cluster. `loudness` is the mean
 * square per HOP_SAMPLES block (readBlockLoudness); `blockRanges` are the blocks of the speech
 * segments, whose loud part sets the level.
 */
export function voicedFrameTest(
  loudness: Float64Array,
  blockRanges: readonly { first: number; end: number }[],
  frameSamples: number,
): (frame: number) => boolean {
  const inSpeech: number[] = [];
  for (const { first, end } of blockRanges) {
    for (let block = first; block < Math.min(end, loudness.length); block += 1) {
      inSpeech.push(loudness[block] ?? 0);
    }
  }
  inSpeech.sort((a, b) => a - b);
  const loud = inSpeech[Math.floor((inSpeech.length - 1) * SPEECH_PERCENTILE)] ?? 0;
  const threshold = Math.max(ABSOLUTE_FLOOR, loud * 10 ** (-RANGE_BELOW_SPEECH_DB / 10));
  const blocksPerFrame = frameSamples / HOP_SAMPLES;
  return (frame) => {
    // A 400-sample frame covers two whole 160-sample blocks and half of a third.
    let energy = 0;
    let weight = 0;
    for (let k = 0; k < Math.ceil(blocksPerFrame); k += 1) {
      const share = Math.min(1, blocksPerFrame - k);
      energy += share * (loudness[frame + k] ?? 0);
      weight += share;
    }
    return energy / weight >= threshold;
  };
}
