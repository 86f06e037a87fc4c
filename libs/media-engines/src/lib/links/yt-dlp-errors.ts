import type { EngineErrorCode } from '../engine-error.js';

type LinkFailureCode = Extract<
  EngineErrorCode,
  'link-unsupported' | 'link-unavailable' | 'link-too-large' | 'link-failed'
>;

/**
 * yt-dlp says why it failed only in words, on stderr ("ERROR: ..."). These patterns, first match
 * wins, come from its extractors and downloaders (2023.03.04 and newer builds word them alike);
 * anything else is 'link-failed' with yt-dlp's own sentence.
 */
const FAILURES: readonly (readonly [RegExp, LinkFailureCode])[] = [
  [/File is larger than max-filesize/i, 'link-too-large'],
  [/Unsupported URL:/i, 'link-unsupported'],
  [
    /No video (formats )?(could be )?found|no video in this|There's no video in this/i,
    'link-unsupported',
  ],
  [/DRM protected/i, 'link-unsupported'],
  [/Requested format is not available/i, 'link-unsupported'],
  [/HTTP Error (401|403|404|410|451)\b/i, 'link-unavailable'],
  [
    /Private video|Video unavailable|This video is (private|unavailable|no longer available)|has been removed|account (has been )?terminated/i,
    'link-unavailable',
  ],
  [
    /Sign in to confirm|login required|registered users|--cookies|account associated/i,
    'link-unavailable',
  ],
  [/not (made this video )?available in your country|geo.?restrict/i, 'link-unavailable'],
  [
    /not available|content is not available|members.only|Premieres in|live event will begin/i,
    'link-unavailable',
  ],
];

/** The code and the English sentence for a failed yt-dlp run, from its stderr and stdout. */
export function classifyYtDlpFailure(
  stderr: string,
  stdout = '',
): { code: LinkFailureCode; reason: string } {
  const reason = ytDlpReason(stderr) ?? ytDlpReason(stdout) ?? 'yt-dlp failed without saying why';
  const all = `${stderr}\n${stdout}`;
  for (const [pattern, code] of FAILURES) {
    if (pattern.test(all)) return { code, reason };
  }
  return { code: 'link-failed', reason };
}

/** yt-dlp's last "ERROR:" line, without its prefix and its plea to file a bug report. */
export function ytDlpReason(output: string): string | null {
  const lines = output
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('ERROR:') || /File is larger than max-filesize/.test(line));
  const last = lines.at(-1);
  if (last === undefined) return null;
  return (
    last
      .replace(/^ERROR:\s*/, '')
      .replace(/^\[download\]\s*/, '')
      // '[generic] None: ' or '[youtube] dQw4w9WgXcQ: ': which extractor, and the video's id.
      .replace(/^\[[\w:]+\]\s+[^\s:]+:\s+/, '')
      .replace(/;?\s*please report this issue.*$/i, '')
      .replace(/\s*\(caused by .*$/, '')
      .trim()
  );
}
