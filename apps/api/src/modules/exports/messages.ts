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
