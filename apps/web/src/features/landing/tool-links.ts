import type { useT } from '@captio/i18n/react';
import { spokenLanguageCode, type Locale, type SnsSite } from '@captio/routing-rules';
import type { LinkItem } from './content.js';
import { spokenLanguageName } from './language-names.js';
import { SITE_NAMES } from './sites.js';
import { toolPaths } from './tool-paths.js';

type ShellTranslate = ReturnType<typeof useT>;

/**
 * Links to the tool pages, named as the header and footer name them (the shell's nav.* texts),
 * so a tool is called the same wherever it is linked from.
 */
export function toolLinks(t: ShellTranslate, locale: Locale) {
  const language = (name: string) => spokenLanguageName(spokenLanguageCode(name) ?? name, locale);
  return {
    transcribeAudio: (): LinkItem => ({
      href: '/transcribe-audio',
      label: t('nav.transcribeAudio'),
    }),
    transcribeVideo: (): LinkItem => ({
      href: '/transcribe-video',
      label: t('nav.transcribeVideo'),
    }),
    textConverter: (media: 'audio' | 'video'): LinkItem => ({
      href: toolPaths.textConverter(media),
      label: t('nav.mediaTextConverter', { media }),
    }),
    transcribeLanguage: (name: string): LinkItem => ({
      href: toolPaths.transcribeLanguage(name),
      label: t('nav.transcribeLanguage', { language: language(name) }),
    }),
    subtitleGenerator: (format: 'srt' | 'vtt'): LinkItem => ({
      href: toolPaths.subtitleGenerator(format),
      label: t('nav.subtitleGenerator', { format: format.toUpperCase() }),
    }),
    subtitleGeneratorLanguage: (name: string): LinkItem => ({
      href: toolPaths.subtitleGeneratorLanguage(name),
      label: t('nav.subtitleGeneratorLanguage', { language: language(name) }),
    }),
    mediaTranslator: (media: 'video' | 'audio' | 'subtitle' | 'captions'): LinkItem => ({
      href: toolPaths.mediaTranslator(media),
      label: t('nav.mediaTranslator', { media }),
    }),
    translateMedia: (from: string, to: string): LinkItem => ({
      href: toolPaths.translateMedia(from, to),
      label: t('nav.translateMedia', { from: language(from), to: language(to) }),
    }),
    snsToFormat: (sns: SnsSite, format: string): LinkItem => ({
      href: toolPaths.snsToFormat(sns, format),
      label: t('nav.snsToFormat', { site: SITE_NAMES[sns], format: format.toUpperCase() }),
    }),
    convertSubtitle: (from: string, to: string): LinkItem => ({
      href: toolPaths.convertSubtitle(from, to),
      label: t('nav.convertSubtitle', { from: from.toUpperCase(), to: to.toUpperCase() }),
    }),
    mergeSubtitles: (): LinkItem => ({ href: '/merge-subtitles', label: t('nav.mergeSubtitles') }),
    youtubeSubtitles: (): LinkItem => ({
      href: '/tools/youtube-subtitle-downloader',
      label: t('nav.youtubeSubtitleDownloader'),
    }),
    transcriptionService: (): LinkItem => ({
      href: '/services/transcription',
      label: t('nav.transcriptionService'),
    }),
    captionsService: (): LinkItem => ({
      href: '/services/captions-generator',
      label: t('nav.captionsGenerator'),
    }),
    translateService: (): LinkItem => ({
      href: '/services/translate',
      label: t('nav.translateService'),
    }),
    companionService: (): LinkItem => ({
      href: '/services/ai-companion',
      label: t('nav.aiCompanion'),
    }),
  };
}

export type ToolLinks = ReturnType<typeof toolLinks>;
