/** What the site serves: bytes by path, and pages built around them. */
export interface LinkSiteFiles {
  /** Speech (espeak-ng's, as m4a): what a transcription of a link hears. */
  speech: Buffer;
  /** A short video with sound (H.264 + AAC in mp4): what downloads convert. */
  clip: Buffer;
  /** A written English track of the page's video, as WebVTT. */
  vtt: string;
  /** The talk page's poster (a JPEG), which yt-dlp gives as its thumbnail; 404 without it. */
  poster?: Buffer;
  /** A video without a sound track (H.264 in mp4): an audio format cannot be made of it. */
  silent?: Buffer;
  /** A written German track, as SubRip: `/two-tracks.html` offers it beside the English one. */
  germanSrt?: string;
  /** A written French track, as TTML: `/xml-tracks.html` offers it in no other format. */
  frenchTtml?: string;
  /** A written Japanese track, as YouTube's srv3: `/xml-tracks.html` offers it in no other format. */
  japaneseSrv3?: string;
}

export interface LinkSite {
  url: string;
  /** Paths that answer 404 from now on (a media removed after its link was looked up). */
  gone: Set<string>;
  close(): Promise<void>;
}

export declare function startLinkSite(files: LinkSiteFiles): Promise<LinkSite>;
