import type { LocalizedText } from '../../i18n/locale.js';

export const driveMessages = {
  fileNotFound: {
    'en-US': 'This file does not exist or has already been deleted.',
    'zh-CN': '该文件不存在或已被删除。',
    'zh-TW': '此檔案不存在或已被刪除。',
    'es-ES': 'Este archivo no existe o ya se ha eliminado.',
    'pt-PT': 'Este ficheiro não existe ou já foi eliminado.',
    'fr-FR': 'Ce fichier n’existe pas ou a déjà été supprimé.',
    'de-DE': 'Diese Datei gibt es nicht oder sie wurde bereits gelöscht.',
    'it-IT': 'Questo file non esiste o è già stato eliminato.',
    'ja-JP': 'このファイルは存在しないか、すでに削除されています。',
    'ko-KR': '이 파일이 없거나 이미 삭제되었습니다.',
    'ru-RU': 'Этот файл не существует или уже удалён.',
  },
  fileDeleted: {
    'en-US': 'The file has been deleted.',
    'zh-CN': '文件已删除。',
    'zh-TW': '檔案已刪除。',
    'es-ES': 'El archivo se ha eliminado.',
    'pt-PT': 'O ficheiro foi eliminado.',
    'fr-FR': 'Le fichier a été supprimé.',
    'de-DE': 'Die Datei wurde gelöscht.',
    'it-IT': 'Il file è stato eliminato.',
    'ja-JP': 'ファイルを削除しました。',
    'ko-KR': '파일이 삭제되었습니다.',
    'ru-RU': 'Файл удалён.',
  },
} as const satisfies Record<string, LocalizedText>;
