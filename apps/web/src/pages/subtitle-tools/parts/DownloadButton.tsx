import { encodeSubtitleText, type EncodeOptions } from '@captio/subtitle-core';
import { ActionButton } from '@captio/ui-kit';
import { downloadFile } from '../../../features/subtitle-files/download-file.js';
import { mediaType } from '../../../features/subtitle-files/file-naming.js';
import type { WrittenFile } from '../../../features/subtitle-files/subtitle-job.js';
import { useSubtitleToolsT } from '../catalog.js';
import styles from '../subtitle-tools.module.css';

export interface DownloadButtonProps {
  file: WrittenFile;
  fileName: string;
  /** The file is being written again (an option changed): the old one is not offered. */
  busy: boolean;
  /** Encoding and line endings; UTF-8 with LF when not given. */
  output?: EncodeOptions;
}

export function DownloadButton({ file, fileName, busy, output = {} }: DownloadButtonProps) {
  const t = useSubtitleToolsT();
  return (
    <div className={styles['download']}>
      <ActionButton
        variant="primary"
        loading={busy}
        onClick={() =>
          downloadFile(
            encodeSubtitleText(file.text, output),
            fileName,
            mediaType(file.format, output.encoding),
          )
        }
      >
        {t('subtitleTools.download', { fileName })}
      </ActionButton>
    </div>
  );
}
