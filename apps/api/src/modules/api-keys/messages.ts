import type { LocalizedText } from '../../i18n/locale.js';

export const apiKeyMessages = {
  planRequired: {
    'en-US': 'API keys come with an API plan. Choose an API plan to create one.',
    'zh-CN': 'API 密钥仅随 API 套餐提供，请选择 API 套餐后再创建。',
    'zh-TW': 'API 金鑰僅隨 API 方案提供，請選擇 API 方案後再建立。',
    'es-ES':
      'Las claves de API se incluyen con un plan de API. Elige un plan de API para crear una.',
    'pt-PT':
      'As chaves de API estão incluídas num plano de API. Escolha um plano de API para criar uma.',
    'fr-FR':
      'Les clés d’API sont incluses dans un forfait API. Choisissez un forfait API pour en créer une.',
    'de-DE':
      'API-Schlüssel gibt es mit einem API-Tarif. Wählen Sie einen API-Tarif, um einen zu erstellen.',
    'it-IT': 'Le chiavi API sono incluse in un piano API. Scegli un piano API per crearne una.',
    'ja-JP': 'API キーは API プランに含まれています。作成するには API プランをお選びください。',
    'ko-KR': 'API 키는 API 요금제에 포함됩니다. 키를 만들려면 API 요금제를 선택하세요.',
    'ru-RU': 'Ключи API входят в тариф API. Чтобы создать ключ, выберите тариф API.',
  },
  tooMany: {
    'en-US':
      'You already have {max, plural, one {# active API key} other {# active API keys}}. Revoke one before creating another.',
    'zh-CN': '您已有 {max, plural, other {# 个}}有效的 API 密钥，请先撤销一个再创建新的。',
    'zh-TW': '您已有 {max, plural, other {# 個}}有效的 API 金鑰，請先撤銷一個再建立新的。',
    'es-ES':
      'Ya tienes {max, plural, one {# clave de API activa} other {# claves de API activas}}. Revoca una antes de crear otra.',
    'pt-PT':
      'Já tem {max, plural, one {# chave de API ativa} other {# chaves de API ativas}}. Revogue uma antes de criar outra.',
    'fr-FR':
      'Vous avez déjà {max, plural, one {# clé d’API active} other {# clés d’API actives}}. Révoquez-en une avant d’en créer une autre.',
    'de-DE':
      'Sie haben bereits {max, plural, one {# aktiven API-Schlüssel} other {# aktive API-Schlüssel}}. Widerrufen Sie einen, bevor Sie einen neuen erstellen.',
    'it-IT':
      'Hai già {max, plural, one {# chiave API attiva} other {# chiavi API attive}}. Revocane una prima di crearne un’altra.',
    'ja-JP':
      '有効な API キーはすでに {max, plural, other {# 個}}あります。新しく作成する前に 1 つ取り消してください。',
    'ko-KR':
      '활성 API 키가 이미 {max, plural, other {#개}} 있습니다. 새로 만들기 전에 하나를 취소하세요.',
    'ru-RU':
      'У вас уже {max, plural, one {# активный ключ API} few {# активных ключа API} many {# активных ключей API} other {# активного ключа API}}. Отзовите один, прежде чем создавать новый.',
  },
  notFound: {
    'en-US': 'This API key does not exist.',
    'zh-CN': '该 API 密钥不存在。',
    'zh-TW': '該 API 金鑰不存在。',
    'es-ES': 'Esta clave de API no existe.',
    'pt-PT': 'Esta chave de API não existe.',
    'fr-FR': 'Cette clé d’API n’existe pas.',
    'de-DE': 'Diesen API-Schlüssel gibt es nicht.',
    'it-IT': 'Questa chiave API non esiste.',
    'ja-JP': 'この API キーは存在しません。',
    'ko-KR': '이 API 키는 존재하지 않습니다.',
    'ru-RU': 'Такого ключа API не существует.',
  },
  created: {
    'en-US': 'Copy your API key now: it will not be shown again.',
    'zh-CN': '请立即复制您的 API 密钥：它不会再次显示。',
    'zh-TW': '請立即複製您的 API 金鑰：它不會再次顯示。',
    'es-ES': 'Copia ahora tu clave de API: no se volverá a mostrar.',
    'pt-PT': 'Copie agora a sua chave de API: não voltará a ser mostrada.',
    'fr-FR': 'Copiez votre clé d’API maintenant\u00a0: elle ne sera plus affichée.',
    'de-DE': 'Kopieren Sie Ihren API-Schlüssel jetzt: Er wird nicht noch einmal angezeigt.',
    'it-IT': 'Copia ora la tua chiave API: non verrà più mostrata.',
    'ja-JP': 'API キーを今すぐコピーしてください。再表示はされません。',
    'ko-KR': '지금 API 키를 복사하세요. 다시 표시되지 않습니다.',
    'ru-RU': 'Скопируйте ключ API сейчас: он больше не будет показан.',
  },
  revoked: {
    'en-US': 'The API key has been revoked.',
    'zh-CN': 'API 密钥已撤销。',
    'zh-TW': 'API 金鑰已撤銷。',
    'es-ES': 'La clave de API se ha revocado.',
    'pt-PT': 'A chave de API foi revogada.',
    'fr-FR': 'La clé d’API a été révoquée.',
    'de-DE': 'Der API-Schlüssel wurde widerrufen.',
    'it-IT': 'La chiave API è stata revocata.',
    'ja-JP': 'API キーを取り消しました。',
    'ko-KR': 'API 키가 취소되었습니다.',
    'ru-RU': 'Ключ API отозван.',
  },
} as const satisfies Record<string, LocalizedText>;
