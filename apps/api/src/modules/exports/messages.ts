import type { LocalizedText } from '../../i18n/locale.js';

/** What a person reads about exports: the route picks these by ExportError code and locale. */
export const exportMessages = {
  unknownFormat: {
    'en-US': 'This export format does not exist. Choose one of the formats listed.',
    'zh-CN': '不存在这种导出格式。请从列出的格式中选择。',
    'zh-TW': '不存在這種匯出格式。請從列出的格式中選擇。',
    'es-ES': 'Este formato de exportación no existe. Elige uno de los formatos de la lista.',
    'pt-PT': 'Este formato de exportação não existe. Escolha um dos formatos da lista.',
    'fr-FR': 'Ce format d’export n’existe pas. Choisissez l’un des formats proposés.',
    'de-DE': 'Dieses Exportformat gibt es nicht. Wählen Sie eines der aufgeführten Formate.',
    'it-IT': 'Questo formato di esportazione non esiste. Scegli uno dei formati elencati.',
    'ja-JP': 'このエクスポート形式はありません。一覧の形式から選んでください。',
    'ko-KR': '이 내보내기 형식은 없습니다. 목록에 있는 형식 중에서 선택하세요.',
    'ru-RU': 'Такого формата экспорта нет. Выберите один из перечисленных форматов.',
  },
  /** A format that is only a document (docx), asked for as a subtitle file (kind's default). */
  documentFormat: {
    'en-US':
      'The {format} export is a document, not a subtitle file: add kind=document to download it.',
    'zh-CN': '{format} 导出是文档，不是字幕文件：请加上 kind=document 再下载。',
    'zh-TW': '{format} 匯出是文件，不是字幕檔：請加上 kind=document 再下載。',
    'es-ES':
      'La exportación {format} es un documento, no un archivo de subtítulos: añade kind=document para descargarla.',
    'pt-PT':
      'A exportação {format} é um documento, não um ficheiro de legendas: acrescente kind=document para a transferir.',
    'fr-FR':
      'L’export {format} est un document, pas un fichier de sous-titres\u00a0: ajoutez kind=document pour le télécharger.',
    'de-DE':
      'Der Export {format} ist ein Dokument, keine Untertiteldatei: Fügen Sie kind=document hinzu, um ihn herunterzuladen.',
    'it-IT':
      'L’esportazione {format} è un documento, non un file di sottotitoli: aggiungi kind=document per scaricarla.',
    'ja-JP':
      '{format} のエクスポートは字幕ファイルではなく文書です。kind=document を付けてダウンロードしてください。',
    'ko-KR':
      '{format} 내보내기는 자막 파일이 아니라 문서입니다. kind=document를 추가해 다운로드하세요.',
    'ru-RU':
      'Экспорт {format} — это документ, а не файл субтитров: добавьте kind=document, чтобы скачать его.',
  },
  /** A format that is only a subtitle file (srt, vtt...), asked for as a document. */
  subtitleFormat: {
    'en-US':
      'The {format} export is a subtitle file, not a document: use kind=subtitle, or leave kind out, to download it.',
    'zh-CN': '{format} 导出是字幕文件，不是文档：请使用 kind=subtitle（或不加 kind）再下载。',
    'zh-TW': '{format} 匯出是字幕檔，不是文件：請使用 kind=subtitle（或不加 kind）再下載。',
    'es-ES':
      'La exportación {format} es un archivo de subtítulos, no un documento: usa kind=subtitle, u omite kind, para descargarla.',
    'pt-PT':
      'A exportação {format} é um ficheiro de legendas, não um documento: use kind=subtitle, ou omita kind, para a transferir.',
    'fr-FR':
      'L’export {format} est un fichier de sous-titres, pas un document\u00a0: utilisez kind=subtitle, ou omettez kind, pour le télécharger.',
    'de-DE':
      'Der Export {format} ist eine Untertiteldatei, kein Dokument: Verwenden Sie kind=subtitle oder lassen Sie kind weg, um ihn herunterzuladen.',
    'it-IT':
      'L’esportazione {format} è un file di sottotitoli, non un documento: usa kind=subtitle, oppure ometti kind, per scaricarla.',
    'ja-JP':
      '{format} のエクスポートは文書ではなく字幕ファイルです。kind=subtitle を指定するか、kind を付けずにダウンロードしてください。',
    'ko-KR':
      '{format} 내보내기는 문서가 아니라 자막 파일입니다. kind=subtitle을 사용하거나 kind를 빼고 다운로드하세요.',
    'ru-RU':
      'Экспорт {format} — это файл субтитров, а не документ: укажите kind=subtitle или не указывайте kind, чтобы скачать его.',
  },
  fontsMissing: {
    'en-US': 'PDF export is not available right now. Please choose another format.',
    'zh-CN': '暂时无法导出 PDF。请选择其他格式。',
    'zh-TW': '暫時無法匯出 PDF。請選擇其他格式。',
    'es-ES': 'La exportación a PDF no está disponible en este momento. Elige otro formato.',
    'pt-PT': 'A exportação para PDF não está disponível de momento. Escolha outro formato.',
    'fr-FR': 'L’export en PDF n’est pas disponible pour le moment. Choisissez un autre format.',
    'de-DE': 'Der PDF-Export ist gerade nicht verfügbar. Bitte wählen Sie ein anderes Format.',
    'it-IT': 'L’esportazione in PDF non è disponibile al momento. Scegli un altro formato.',
    'ja-JP': '現在 PDF にはエクスポートできません。別の形式を選んでください。',
    'ko-KR': '지금은 PDF로 내보낼 수 없습니다. 다른 형식을 선택하세요.',
    'ru-RU': 'Экспорт в PDF сейчас недоступен. Выберите другой формат.',
  },
  vipOnly: {
    'en-US': 'ASS subtitles are for VIP members. Choose another format or become a VIP member.',
    'zh-CN': 'ASS 字幕仅限 VIP 会员。请选择其他格式或成为 VIP 会员。',
    'zh-TW': 'ASS 字幕僅限 VIP 會員。請選擇其他格式或成為 VIP 會員。',
    'es-ES': 'Los subtítulos ASS son para miembros VIP. Elige otro formato o hazte miembro VIP.',
    'pt-PT': 'As legendas ASS são para membros VIP. Escolha outro formato ou torne-se membro VIP.',
    'fr-FR':
      'Les sous-titres ASS sont réservés aux membres VIP. Choisissez un autre format ou devenez membre VIP.',
    'de-DE':
      'ASS-Untertitel gibt es nur für VIP-Mitglieder. Wählen Sie ein anderes Format oder werden Sie VIP-Mitglied.',
    'it-IT':
      'I sottotitoli ASS sono riservati ai membri VIP. Scegli un altro formato o diventa membro VIP.',
    'ja-JP': 'ASS 字幕は VIP 会員専用です。別の形式を選ぶか、VIP 会員になってください。',
    'ko-KR': 'ASS 자막은 VIP 회원 전용입니다. 다른 형식을 선택하거나 VIP 회원이 되세요.',
    'ru-RU':
      'Субтитры ASS доступны только VIP-участникам. Выберите другой формат или станьте VIP-участником.',
  },
  /** The label of a cue whose speaker is not known ('Unknown Speaker'). */
  unknownSpeaker: {
    'en-US': 'Unknown Speaker',
    'zh-CN': '未知说话人',
    'zh-TW': '未知說話者',
    'es-ES': 'Hablante desconocido',
    'pt-PT': 'Orador desconhecido',
    'fr-FR': 'Intervenant inconnu',
    'de-DE': 'Unbekannter Sprecher',
    'it-IT': 'Oratore sconosciuto',
    'ja-JP': '不明な話者',
    'ko-KR': '알 수 없는 화자',
    'ru-RU': 'Неизвестный говорящий',
  },
} as const satisfies Record<string, LocalizedText>;
