import { Link } from '@captio/ui-kit';
import { useT } from '@captio/i18n/react';
import { withLocale, type Locale } from '@captio/routing-rules';
import { useLandingT } from '../../features/landing/catalog.js';
import { FileDropField } from '../../features/landing/FileDropField.js';
import { handOverFile } from '../../features/landing/handed-over-file.js';
import {
  MEDIA_ACCEPT,
  MEDIA_REFUSAL_TEXT,
  pickedMedia,
} from '../../features/landing/media-kind.js';
import { useNavigate } from '../../router/navigation-context.js';
import { useHomeT } from './catalog.js';
import styles from './home-page.module.css';

/**
 * The home page's way in: a recording dropped or picked here opens the audio or the video
 * transcription page, which starts with it selected. Plain links lead to the same pages for
 * anyone who would rather start there (or reads the page without its script).
 */
export function HomeDrop({ locale }: { locale: Locale }) {
  const t = useHomeT();
  const landing = useLandingT();
  const shell = useT();
  const navigate = useNavigate();
  const open = (file: File) => {
    const media = pickedMedia(file);
    if ('refusal' in media) return landing(MEDIA_REFUSAL_TEXT[media.refusal], { name: file.name });
    handOverFile(file);
    navigate(
      withLocale(media.kind === 'video' ? '/transcribe-video' : '/transcribe-audio', locale),
    );
    return undefined;
  };
  return (
    <div className={styles['drop']}>
      <FileDropField
        large
        buttonLabel={t('home.drop.button')}
        prompt={landing('landing.file.prompt')}
        hint={landing('landing.file.mediaHint')}
        accept={MEDIA_ACCEPT}
        onFile={open}
      />
      <p className={styles['shortcuts']}>
        <span>{t('home.drop.shortcuts')}</span>
        <Link href="/transcribe-audio">{shell('nav.transcribeAudio')}</Link>
        <Link href="/transcribe-video">{shell('nav.transcribeVideo')}</Link>
        <Link href="/youtube-to-mp4">
          {shell('nav.snsToFormat', { site: 'YouTube', format: 'MP4' })}
        </Link>
      </p>
    </div>
  );
}
