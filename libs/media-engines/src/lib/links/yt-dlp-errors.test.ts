import { describe, expect, it } from 'vitest';
import { classifyYtDlpFailure } from './yt-dlp-errors.js';

// What yt-dlp prints on stderr, as it prints it: from runs against a local server and from the
// messages of its extractors (2023.03.04).
const PLEA =
  '; please report this issue on  https://github.com/yt-dlp/yt-dlp/issues?q= , filling out the appropriate issue template. Confirm you are on the latest version using  yt-dlp -U';

describe('classifyYtDlpFailure', () => {
  it.each([
    [
      'ERROR: Unsupported URL: http://127.0.0.1:8080/plain.html',
      'link-unsupported',
      'Unsupported URL: http://127.0.0.1:8080/plain.html',
    ],
    [
      `ERROR: [generic] None: Unable to download webpage: HTTP Error 404: File not found (caused by <HTTPError 404: 'File not found'>)${PLEA}`,
      'link-unavailable',
      'Unable to download webpage: HTTP Error 404: File not found',
    ],
    [
      "ERROR: [generic] None: Unable to download webpage: HTTP Error 403: Forbidden (caused by <HTTPError 403: 'Forbidden'>)",
      'link-unavailable',
      'Unable to download webpage: HTTP Error 403: Forbidden',
    ],
    [
      'ERROR: unable to download video data: HTTP Error 410: Gone',
      'link-unavailable',
      'unable to download video data: HTTP Error 410: Gone',
    ],
    [
      `ERROR: [generic] None: Unable to download webpage: HTTP Error 500: Internal Server Error (caused by <HTTPError 500: 'Internal Server Error'>)${PLEA}`,
      'link-failed',
      'Unable to download webpage: HTTP Error 500: Internal Server Error',
    ],
    [
      "ERROR: [generic] None: Unable to download webpage: <urlopen error [Errno -2] Name or service not known> (caused by URLError(gaierror(-2, 'Name or service not known')))",
      'link-failed',
      'Unable to download webpage: <urlopen error [Errno -2] Name or service not known>',
    ],
    [
      "ERROR: [youtube] dQw4w9WgXcQ: Private video. Sign in if you've been granted access to this video",
      'link-unavailable',
      "Private video. Sign in if you've been granted access to this video",
    ],
    [
      'ERROR: [youtube] dQw4w9WgXcQ: Video unavailable. This video has been removed by the uploader',
      'link-unavailable',
      'Video unavailable. This video has been removed by the uploader',
    ],
    [
      'ERROR: [youtube] dQw4w9WgXcQ: Sign in to confirm your age. This video may be inappropriate for some users.',
      'link-unavailable',
      'Sign in to confirm your age. This video may be inappropriate for some users.',
    ],
    [
      'ERROR: [youtube] dQw4w9WgXcQ: The uploader has not made this video available in your country',
      'link-unavailable',
      'The uploader has not made this video available in your country',
    ],
    [
      'ERROR: [vimeo] 12345: This video is not available from your location due to geo restriction',
      'link-unavailable',
      'This video is not available from your location due to geo restriction',
    ],
    [
      'ERROR: [Instagram] Cabcdefghij: Requested content is not available, rate-limit reached or login required. Use --cookies, --cookies-from-browser, --username and --password, --netrc-cmd, or --netrc (instagram) to provide account credentials',
      'link-unavailable',
      'Requested content is not available, rate-limit reached or login required. Use --cookies, --cookies-from-browser, --username and --password, --netrc-cmd, or --netrc (instagram) to provide account credentials',
    ],
    [
      'ERROR: [facebook] 100000000000000: This video is only available for registered users. Use --cookies, --cookies-from-browser, --username and --password, --netrc-cmd, or --netrc (facebook) to provide account credentials',
      'link-unavailable',
      'This video is only available for registered users. Use --cookies, --cookies-from-browser, --username and --password, --netrc-cmd, or --netrc (facebook) to provide account credentials',
    ],
    [
      'ERROR: [twitter] 1600000000000000000: No video could be found in this tweet',
      'link-unsupported',
      'No video could be found in this tweet',
    ],
    [
      'ERROR: [youtube] dQw4w9WgXcQ: This video is DRM protected',
      'link-unsupported',
      'This video is DRM protected',
    ],
    [
      'ERROR: [generic] clip: Requested format is not available. Use --list-formats for a list of available formats',
      'link-unsupported',
      'Requested format is not available. Use --list-formats for a list of available formats',
    ],
    [
      'ERROR: [youtube] dQw4w9WgXcQ: This live event will begin in 3 hours.',
      'link-unavailable',
      'This live event will begin in 3 hours.',
    ],
    [
      'WARNING: [generic] Falling back on generic information extractor\nERROR: [download] Got error: The read operation timed out',
      'link-failed',
      'Got error: The read operation timed out',
    ],
    [
      'Traceback (most recent call last):\n  KeyError',
      'link-failed',
      'yt-dlp failed without saying why',
    ],
  ])('%s', (stderr, code, reason) => {
    expect(classifyYtDlpFailure(stderr)).toEqual({ code, reason });
  });

  it('sees the max-filesize notice yt-dlp prints on stdout', () => {
    const stdout =
      '[download] File is larger than max-filesize (4184593 bytes > 1000 bytes). Aborting.';
    expect(classifyYtDlpFailure('', stdout)).toEqual({
      code: 'link-too-large',
      reason: 'File is larger than max-filesize (4184593 bytes > 1000 bytes). Aborting.',
    });
  });
});
