import type { LocalizedText } from '../../i18n/locale.js';

export const taskMessages = {
  fileNotFound: {
    'en-US': 'This file does not exist or is not yours: upload it first.',
    'zh-CN': '该文件不存在或不属于您：请先上传。',
    'zh-TW': '此檔案不存在或不屬於您：請先上傳。',
    'es-ES': 'Este archivo no existe o no es tuyo: súbelo primero.',
    'pt-PT': 'Este ficheiro não existe ou não é seu: carregue-o primeiro.',
    'fr-FR': 'Ce fichier n’existe pas ou ne vous appartient pas\u00a0: importez-le d’abord.',
    'de-DE': 'Diese Datei gibt es nicht oder sie gehört nicht Ihnen: Laden Sie sie zuerst hoch.',
    'it-IT': 'Questo file non esiste o non è tuo: caricalo prima.',
    'ja-JP':
      'このファイルは存在しないか、お客様のものではありません。先にアップロードしてください。',
    'ko-KR': '이 파일이 없거나 본인의 파일이 아닙니다. 먼저 업로드하세요.',
    'ru-RU': 'Этого файла нет или он не ваш: сначала загрузите его.',
  },
  taskNotFound: {
    'en-US': 'This transcription does not exist or is not yours.',
    'zh-CN': '该转写任务不存在或不属于您。',
    'zh-TW': '此轉錄任務不存在或不屬於您。',
    'es-ES': 'Esta transcripción no existe o no es tuya.',
    'pt-PT': 'Esta transcrição não existe ou não é sua.',
    'fr-FR': 'Cette transcription n’existe pas ou ne vous appartient pas.',
    'de-DE': 'Diese Transkription gibt es nicht oder sie gehört nicht Ihnen.',
    'it-IT': 'Questa trascrizione non esiste o non è tua.',
    'ja-JP': 'この文字起こしは存在しないか、お客様のものではありません。',
    'ko-KR': '이 텍스트 변환 작업이 없거나 본인의 작업이 아닙니다.',
    'ru-RU': 'Этой расшифровки нет или она не ваша.',
  },
  fileNotTranscribed: {
    'en-US': 'This file is yours, but it has not been transcribed.',
    'zh-CN': '此文件属于您，但尚未转写。',
    'zh-TW': '此檔案屬於您，但尚未轉錄。',
    'es-ES': 'Este archivo es tuyo, pero no se ha transcrito.',
    'pt-PT': 'Este ficheiro é seu, mas não foi transcrito.',
    'fr-FR': 'Ce fichier est à vous, mais il n’a pas été transcrit.',
    'de-DE': 'Diese Datei gehört Ihnen, wurde aber nicht transkribiert.',
    'it-IT': 'Questo file è tuo, ma non è stato trascritto.',
    'ja-JP': 'このファイルはお客様のものですが、まだ文字起こしされていません。',
    'ko-KR': '이 파일은 회원님의 파일이지만 아직 텍스트로 변환되지 않았습니다.',
    'ru-RU': 'Этот файл ваш, но он не был расшифрован.',
  },
  transcriptNotReady: {
    'en-US': 'The transcription is not finished yet: please wait.',
    'zh-CN': '转写尚未完成，请稍候。',
    'zh-TW': '轉錄尚未完成，請稍候。',
    'es-ES': 'La transcripción aún no ha terminado: espera, por favor.',
    'pt-PT': 'A transcrição ainda não terminou: aguarde, por favor.',
    'fr-FR': 'La transcription n’est pas encore terminée\u00a0: veuillez patienter.',
    'de-DE': 'Die Transkription ist noch nicht fertig: Bitte warten Sie.',
    'it-IT': 'La trascrizione non è ancora terminata: attendi.',
    'ja-JP': '文字起こしはまだ終わっていません。しばらくお待ちください。',
    'ko-KR': '텍스트 변환이 아직 끝나지 않았습니다. 잠시 기다려 주세요.',
    'ru-RU': 'Расшифровка ещё не готова: подождите, пожалуйста.',
  },
  unsupportedLanguage: {
    'en-US':
      'No speech engine of this server transcribes {language}. Engines that would: {engines}.',
    'zh-CN': '本服务器没有能转写 {language} 的语音引擎。支持该语言的引擎：{engines}。',
    'zh-TW': '本伺服器沒有能轉錄 {language} 的語音引擎。支援該語言的引擎：{engines}。',
    'es-ES':
      'Ningún motor de voz de este servidor transcribe {language}. Motores que lo harían: {engines}.',
    'pt-PT':
      'Nenhum motor de voz deste servidor transcreve {language}. Motores que o fariam: {engines}.',
    'fr-FR':
      'Aucun moteur vocal de ce serveur ne transcrit {language}. Moteurs qui le feraient\u00a0: {engines}.',
    'de-DE':
      'Keine Spracherkennung dieses Servers transkribiert {language}. Engines, die es könnten: {engines}.',
    'it-IT':
      'Nessun motore vocale di questo server trascrive {language}. Motori che lo farebbero: {engines}.',
    'ja-JP':
      'このサーバーには {language} を文字起こしできる音声エンジンがありません。対応するエンジン：{engines}。',
    'ko-KR':
      '이 서버에는 {language}을(를) 텍스트로 변환하는 음성 엔진이 없습니다. 지원하는 엔진: {engines}.',
    'ru-RU':
      'Ни один речевой движок этого сервера не расшифровывает {language}. Движки, которые смогли бы: {engines}.',
  },
  unsupportedLanguageAnywhere: {
    'en-US': 'No speech engine transcribes {language}: choose another language.',
    'zh-CN': '没有语音引擎能转写 {language}：请选择其他语言。',
    'zh-TW': '沒有語音引擎能轉錄 {language}：請選擇其他語言。',
    'es-ES': 'Ningún motor de voz transcribe {language}: elige otro idioma.',
    'pt-PT': 'Nenhum motor de voz transcreve {language}: escolha outra língua.',
    'fr-FR': 'Aucun moteur vocal ne transcrit {language}\u00a0: choisissez une autre langue.',
    'de-DE': 'Keine Spracherkennung transkribiert {language}: Wählen Sie eine andere Sprache.',
    'it-IT': 'Nessun motore vocale trascrive {language}: scegli un’altra lingua.',
    'ja-JP': '{language} を文字起こしできる音声エンジンはありません。別の言語を選んでください。',
    'ko-KR': '{language}을(를) 텍스트로 변환하는 음성 엔진이 없습니다. 다른 언어를 선택하세요.',
    'ru-RU': 'Ни один речевой движок не расшифровывает {language}: выберите другой язык.',
  },
  autoDetectionUnavailable: {
    'en-US':
      'No speech engine of this server recognizes the language by itself: choose the language spoken in the file.',
    'zh-CN': '本服务器没有能自动识别语言的语音引擎：请选择文件中所说的语言。',
    'zh-TW': '本伺服器沒有能自動辨識語言的語音引擎：請選擇檔案中所說的語言。',
    'es-ES':
      'Ningún motor de voz de este servidor reconoce el idioma por sí solo: elige el idioma que se habla en el archivo.',
    'pt-PT':
      'Nenhum motor de voz deste servidor reconhece o idioma sozinho: escolha o idioma falado no ficheiro.',
    'fr-FR':
      'Aucun moteur vocal de ce serveur ne reconnaît la langue tout seul : choisissez la langue parlée dans le fichier.',
    'de-DE':
      'Keine Spracherkennung dieses Servers erkennt die Sprache selbst: Wählen Sie die Sprache, die in der Datei gesprochen wird.',
    'it-IT':
      'Nessun motore vocale di questo server riconosce la lingua da solo: scegli la lingua parlata nel file.',
    'ja-JP':
      'このサーバーには言語を自動で判別できる音声エンジンがありません。ファイルで話されている言語を選んでください。',
    'ko-KR':
      '이 서버에는 언어를 스스로 인식하는 음성 엔진이 없습니다. 파일에서 사용된 언어를 선택하세요.',
    'ru-RU':
      'Ни один речевой движок этого сервера не определяет язык сам: выберите язык, на котором говорят в файле.',
  },
  autoDetectionNotAllowed: {
    'en-US':
      'Automatic language detection is for paid plans: choose the language spoken in the file.',
    'zh-CN': '自动识别语言仅适用于付费套餐：请选择文件中所说的语言。',
    'zh-TW': '自動辨識語言僅適用於付費方案：請選擇檔案中所說的語言。',
    'es-ES':
      'La detección automática del idioma es para los planes de pago: elige el idioma que se habla en el archivo.',
    'pt-PT':
      'A deteção automática do idioma é para planos pagos: escolha o idioma falado no ficheiro.',
    'fr-FR':
      'La détection automatique de la langue est réservée aux forfaits payants\u00a0: choisissez la langue parlée dans le fichier.',
    'de-DE':
      'Die automatische Spracherkennung gibt es in den bezahlten Tarifen: Wählen Sie die Sprache, die in der Datei gesprochen wird.',
    'it-IT':
      'Il rilevamento automatico della lingua è riservato ai piani a pagamento: scegli la lingua parlata nel file.',
    'ja-JP': '言語の自動検出は有料プラン向けです。ファイルで話されている言語を選んでください。',
    'ko-KR': '언어 자동 감지는 유료 요금제에서만 가능합니다. 파일에서 사용된 언어를 선택하세요.',
    'ru-RU':
      'Автоматическое определение языка доступно на платных тарифах: выберите язык, на котором говорят в файле.',
  },
  modeUnavailable: {
    'en-US':
      'This server has no writing engine, so it cannot write articles: choose the basic or speaker transcription.',
    'zh-CN': '本服务器没有写作引擎，无法生成文章：请选择基础转写或区分说话人。',
    'zh-TW': '本伺服器沒有寫作引擎，無法產生文章：請選擇基本轉錄或區分說話者。',
    'es-ES':
      'Este servidor no tiene motor de redacción, así que no puede redactar artículos: elige la transcripción básica o con hablantes.',
    'pt-PT':
      'Este servidor não tem motor de redação, por isso não consegue redigir artigos: escolha a transcrição básica ou com oradores.',
    'fr-FR':
      'Ce serveur n’a pas de moteur de rédaction et ne peut donc pas rédiger d’articles\u00a0: choisissez la transcription simple ou avec locuteurs.',
    'de-DE':
      'Dieser Server hat keine Schreib-Engine und kann daher keine Artikel schreiben: Wählen Sie die einfache Transkription oder die mit Sprechern.',
    'it-IT':
      'Questo server non ha un motore di scrittura e quindi non può scrivere articoli: scegli la trascrizione di base o con parlanti.',
    'ja-JP':
      'このサーバーには文章作成エンジンがないため、記事を作成できません。基本の文字起こしか話者の区別を選んでください。',
    'ko-KR':
      '이 서버에는 글쓰기 엔진이 없어 기사를 작성할 수 없습니다. 기본 텍스트 변환이나 화자 구분을 선택하세요.',
    'ru-RU':
      'На этом сервере нет движка для написания текстов, поэтому он не пишет статьи: выберите обычную расшифровку или с говорящими.',
  },
  articleUnsupportedLanguage: {
    'en-US':
      'No writing engine of this server writes articles in {language}. Engines that would: {engines}.',
    'zh-CN': '本服务器没有能用 {language} 写文章的写作引擎。支持该语言的引擎：{engines}。',
    'zh-TW': '本伺服器沒有能用 {language} 寫文章的寫作引擎。支援該語言的引擎：{engines}。',
    'es-ES':
      'Ningún motor de redacción de este servidor escribe artículos en {language}. Motores que lo harían: {engines}.',
    'pt-PT':
      'Nenhum motor de redação deste servidor escreve artigos em {language}. Motores que o fariam: {engines}.',
    'fr-FR':
      'Aucun moteur de rédaction de ce serveur n’écrit d’articles en {language}. Moteurs qui le feraient\u00a0: {engines}.',
    'de-DE':
      'Keine Schreib-Engine dieses Servers schreibt Artikel in {language}. Engines, die es könnten: {engines}.',
    'it-IT':
      'Nessun motore di scrittura di questo server scrive articoli in {language}. Motori che lo farebbero: {engines}.',
    'ja-JP':
      'このサーバーには {language} で記事を書ける文章作成エンジンがありません。対応するエンジン：{engines}。',
    'ko-KR':
      '이 서버에는 {language}(으)로 기사를 쓰는 글쓰기 엔진이 없습니다. 지원하는 엔진: {engines}.',
    'ru-RU':
      'Ни один движок этого сервера не пишет статьи на языке {language}. Движки, которые могли бы: {engines}.',
  },
  articleUnsupportedLanguageAnywhere: {
    'en-US':
      'No writing engine writes articles in {language}: choose the basic or speaker transcription.',
    'zh-CN': '没有写作引擎能用 {language} 写文章：请选择基础转写或区分说话人。',
    'zh-TW': '沒有寫作引擎能用 {language} 寫文章：請選擇基本轉錄或區分說話者。',
    'es-ES':
      'Ningún motor de redacción escribe artículos en {language}: elige la transcripción básica o con hablantes.',
    'pt-PT':
      'Nenhum motor de redação escreve artigos em {language}: escolha a transcrição básica ou com oradores.',
    'fr-FR':
      'Aucun moteur de rédaction n’écrit d’articles en {language}\u00a0: choisissez la transcription simple ou avec locuteurs.',
    'de-DE':
      'Keine Schreib-Engine schreibt Artikel in {language}: Wählen Sie die einfache Transkription oder die mit Sprechern.',
    'it-IT':
      'Nessun motore di scrittura scrive articoli in {language}: scegli la trascrizione di base o con parlanti.',
    'ja-JP':
      '{language} で記事を書ける文章作成エンジンはありません。基本の文字起こしか話者の区別を選んでください。',
    'ko-KR':
      '{language}(으)로 기사를 쓰는 글쓰기 엔진이 없습니다. 기본 텍스트 변환이나 화자 구분을 선택하세요.',
    'ru-RU':
      'Ни один движок не пишет статьи на языке {language}: выберите обычную расшифровку или с говорящими.',
  },
  modeNotInPlan: {
    'en-US': 'The free plan includes the basic transcription only: upgrade to use this mode.',
    'zh-CN': '免费套餐仅包含基础转写：升级后即可使用此模式。',
    'zh-TW': '免費方案僅包含基本轉錄：升級後即可使用此模式。',
    'es-ES':
      'El plan gratuito solo incluye la transcripción básica: mejora tu plan para usar este modo.',
    'pt-PT':
      'O plano gratuito inclui apenas a transcrição básica: mude de plano para usar este modo.',
    'fr-FR':
      'Le forfait gratuit ne comprend que la transcription simple\u00a0: passez à un forfait supérieur pour ce mode.',
    'de-DE':
      'Der kostenlose Tarif umfasst nur die einfache Transkription: Wechseln Sie den Tarif, um diesen Modus zu nutzen.',
    'it-IT':
      'Il piano gratuito include solo la trascrizione di base: passa a un piano superiore per usare questa modalità.',
    'ja-JP':
      '無料プランで使えるのは基本の文字起こしだけです。このモードを使うにはアップグレードしてください。',
    'ko-KR':
      '무료 요금제에는 기본 텍스트 변환만 포함됩니다. 이 모드를 사용하려면 업그레이드하세요.',
    'ru-RU':
      'Бесплатный тариф включает только обычную расшифровку: перейдите на другой тариф, чтобы использовать этот режим.',
  },
  freeUsesExhausted: {
    'en-US':
      'You have used your {count, plural, one {# free transcription} other {# free transcriptions}}. Sign up to keep transcribing.',
    'zh-CN': '您已用完 {count, plural, other {# 次}}免费转写。注册后即可继续转写。',
    'zh-TW': '您已用完 {count, plural, other {# 次}}免費轉錄。註冊後即可繼續轉錄。',
    'es-ES':
      'Ya has usado {count, plural, one {tu transcripción gratuita} other {tus # transcripciones gratuitas}}. Regístrate para seguir transcribiendo.',
    'pt-PT':
      'Já usou {count, plural, one {a sua transcrição gratuita} other {as suas # transcrições gratuitas}}. Registe-se para continuar a transcrever.',
    'fr-FR':
      'Vous avez utilisé {count, plural, one {votre transcription gratuite} other {vos # transcriptions gratuites}}. Inscrivez-vous pour continuer.',
    'de-DE':
      'Sie haben {count, plural, one {Ihre kostenlose Transkription} other {Ihre # kostenlosen Transkriptionen}} aufgebraucht. Registrieren Sie sich, um weiter zu transkribieren.',
    'it-IT':
      'Hai usato {count, plural, one {la tua trascrizione gratuita} other {le tue # trascrizioni gratuite}}. Registrati per continuare a trascrivere.',
    'ja-JP':
      '無料の文字起こし（{count, plural, other {# 回}}）を使い切りました。続けるには登録してください。',
    'ko-KR':
      '무료 텍스트 변환 {count, plural, other {#회}}를 모두 사용했습니다. 계속하려면 가입하세요.',
    'ru-RU':
      'Вы использовали {count, plural, one {# бесплатную расшифровку} few {# бесплатные расшифровки} many {# бесплатных расшифровок} other {# бесплатной расшифровки}}. Зарегистрируйтесь, чтобы продолжить.',
  },
  transcriptConflict: {
    'en-US':
      'This transcript was saved elsewhere in the meantime (revision {revision}): reload it before saving again.',
    'zh-CN': '此转写文本已在别处保存（版本 {revision}）：请重新加载后再保存。',
    'zh-TW': '此逐字稿已在別處儲存（版本 {revision}）：請重新載入後再儲存。',
    'es-ES':
      'Esta transcripción se ha guardado en otro lugar mientras tanto (revisión {revision}): vuelve a cargarla antes de guardar.',
    'pt-PT':
      'Esta transcrição foi guardada noutro lugar entretanto (revisão {revision}): recarregue-a antes de voltar a guardar.',
    'fr-FR':
      'Cette transcription a été enregistrée ailleurs entre-temps (révision {revision})\u00a0: rechargez-la avant d’enregistrer.',
    'de-DE':
      'Dieses Transkript wurde inzwischen anderswo gespeichert (Revision {revision}): Laden Sie es neu, bevor Sie erneut speichern.',
    'it-IT':
      'Questa trascrizione è stata salvata altrove nel frattempo (revisione {revision}): ricaricala prima di salvare di nuovo.',
    'ja-JP':
      'この文字起こしはその間に別の場所で保存されました（リビジョン {revision}）。再読み込みしてから保存してください。',
    'ko-KR':
      '이 스크립트는 그사이 다른 곳에서 저장되었습니다(리비전 {revision}). 다시 불러온 뒤 저장하세요.',
    'ru-RU':
      'Эту расшифровку тем временем сохранили в другом месте (версия {revision}): обновите её, прежде чем сохранять снова.',
  },
  invalidLineTimes: {
    'en-US': 'Line {line} ends before it starts.',
    'zh-CN': '第 {line} 行的结束时间早于开始时间。',
    'zh-TW': '第 {line} 行的結束時間早於開始時間。',
    'es-ES': 'La línea {line} termina antes de empezar.',
    'pt-PT': 'A linha {line} termina antes de começar.',
    'fr-FR': 'La ligne {line} se termine avant de commencer.',
    'de-DE': 'Zeile {line} endet, bevor sie beginnt.',
    'it-IT': 'La riga {line} finisce prima di iniziare.',
    'ja-JP': '{line} 行目は開始より前に終わっています。',
    'ko-KR': '{line}번째 줄이 시작 전에 끝납니다.',
    'ru-RU': 'Строка {line} заканчивается раньше, чем начинается.',
  },
} as const satisfies Record<string, LocalizedText>;

/** Why a task failed, in the reader's language (see FAILURE_TEXTS for the codes). */
export const failureMessages = {
  noSpeech: {
    'en-US': 'No speech was heard in the file: it has nothing to transcribe.',
    'zh-CN': '文件中没有听到语音，没有可转写的内容。',
    'zh-TW': '檔案中沒有聽到語音，沒有可轉錄的內容。',
    'es-ES': 'No se ha oído voz en el archivo: no hay nada que transcribir.',
    'pt-PT': 'Não se ouviu voz no ficheiro: não há nada para transcrever.',
    'fr-FR': 'Aucune parole n’a été entendue dans le fichier : il n’y a rien à transcrire.',
    'de-DE': 'In der Datei war keine Sprache zu hören: Es gibt nichts zu transkribieren.',
    'it-IT': 'Nel file non si sente alcun parlato: non c’è nulla da trascrivere.',
    'ja-JP': 'ファイルから音声が聞き取れませんでした。文字起こしする内容がありません。',
    'ko-KR': '파일에서 음성이 들리지 않았습니다. 텍스트로 변환할 내용이 없습니다.',
    'ru-RU': 'В файле не слышно речи: расшифровывать нечего.',
  },
  noAudio: {
    'en-US': 'The file has no sound to transcribe.',
    'zh-CN': '该文件没有可转写的声音。',
    'zh-TW': '此檔案沒有可轉錄的聲音。',
    'es-ES': 'El archivo no tiene sonido que transcribir.',
    'pt-PT': 'O ficheiro não tem som para transcrever.',
    'fr-FR': 'Le fichier ne contient aucun son à transcrire.',
    'de-DE': 'Die Datei enthält keinen Ton zum Transkribieren.',
    'it-IT': 'Il file non contiene audio da trascrivere.',
    'ja-JP': 'このファイルには文字起こしできる音声がありません。',
    'ko-KR': '이 파일에는 텍스트로 변환할 소리가 없습니다.',
    'ru-RU': 'В файле нет звука для расшифровки.',
  },
  fileMissing: {
    'en-US': 'The stored file could not be read: upload it again.',
    'zh-CN': '无法读取已存储的文件：请重新上传。',
    'zh-TW': '無法讀取已儲存的檔案：請重新上傳。',
    'es-ES': 'No se ha podido leer el archivo guardado: vuelve a subir el archivo.',
    'pt-PT': 'Não foi possível ler o ficheiro guardado: carregue-o novamente.',
    'fr-FR': 'Le fichier enregistré est illisible\u00a0: importez-le à nouveau.',
    'de-DE': 'Die gespeicherte Datei konnte nicht gelesen werden: Laden Sie sie erneut hoch.',
    'it-IT': 'Impossibile leggere il file salvato: caricalo di nuovo.',
    'ja-JP': '保存されたファイルを読み込めませんでした。もう一度アップロードしてください。',
    'ko-KR': '저장된 파일을 읽을 수 없습니다. 다시 업로드하세요.',
    'ru-RU': 'Не удалось прочитать сохранённый файл: загрузите его снова.',
  },
  articleUnsupportedLanguage: {
    'en-US': 'No writing engine of this server writes articles in the language found in this file.',
    'zh-CN': '本服务器没有写作引擎能用该文件中识别出的语言写文章。',
    'zh-TW': '本伺服器沒有寫作引擎能用此檔案中辨識出的語言寫文章。',
    'es-ES':
      'Ningún motor de redacción de este servidor escribe artículos en el idioma detectado en este archivo.',
    'pt-PT':
      'Nenhum motor de redação deste servidor escreve artigos na língua detetada neste ficheiro.',
    'fr-FR':
      'Aucun moteur de rédaction de ce serveur n’écrit d’articles dans la langue détectée dans ce fichier.',
    'de-DE':
      'Keine Schreib-Engine dieses Servers schreibt Artikel in der Sprache, die in dieser Datei erkannt wurde.',
    'it-IT':
      'Nessun motore di scrittura di questo server scrive articoli nella lingua rilevata in questo file.',
    'ja-JP':
      'このサーバーには、このファイルで検出された言語で記事を書ける文章作成エンジンがありません。',
    'ko-KR': '이 서버에는 이 파일에서 감지된 언어로 기사를 쓰는 글쓰기 엔진이 없습니다.',
    'ru-RU': 'Ни один движок этого сервера не пишет статьи на языке, обнаруженном в этом файле.',
  },
  unsupportedLanguage: {
    'en-US': 'No speech engine of this server transcribes this language.',
    'zh-CN': '本服务器没有能转写该语言的语音引擎。',
    'zh-TW': '本伺服器沒有能轉錄該語言的語音引擎。',
    'es-ES': 'Ningún motor de voz de este servidor transcribe este idioma.',
    'pt-PT': 'Nenhum motor de voz deste servidor transcreve este idioma.',
    'fr-FR': 'Aucun moteur vocal de ce serveur ne transcrit cette langue.',
    'de-DE': 'Keine Spracherkennung dieses Servers transkribiert diese Sprache.',
    'it-IT': 'Nessun motore vocale di questo server trascrive questa lingua.',
    'ja-JP': 'このサーバーにはこの言語を文字起こしできる音声エンジンがありません。',
    'ko-KR': '이 서버에는 이 언어를 텍스트로 변환하는 음성 엔진이 없습니다.',
    'ru-RU': 'Ни один речевой движок этого сервера не расшифровывает этот язык.',
  },
  timeout: {
    'en-US': 'The transcription took too long and was stopped.',
    'zh-CN': '转写耗时过长，已被停止。',
    'zh-TW': '轉錄耗時過長，已被停止。',
    'es-ES': 'La transcripción tardó demasiado y se detuvo.',
    'pt-PT': 'A transcrição demorou demasiado e foi interrompida.',
    'fr-FR': 'La transcription a pris trop de temps et a été arrêtée.',
    'de-DE': 'Die Transkription hat zu lange gedauert und wurde abgebrochen.',
    'it-IT': 'La trascrizione ha richiesto troppo tempo ed è stata interrotta.',
    'ja-JP': '文字起こしに時間がかかりすぎたため停止しました。',
    'ko-KR': '텍스트 변환 시간이 너무 오래 걸려 중단되었습니다.',
    'ru-RU': 'Расшифровка заняла слишком много времени и была остановлена.',
  },
  engineFailed: {
    'en-US':
      'The speech engine failed on this file. Your credits have been refunded; please try again later.',
    'zh-CN': '语音引擎处理此文件失败。积分已退还，请稍后再试。',
    'zh-TW': '語音引擎處理此檔案失敗。點數已退還，請稍後再試。',
    'es-ES':
      'El motor de voz ha fallado con este archivo. Se te han devuelto los créditos; inténtalo más tarde.',
    'pt-PT':
      'O motor de voz falhou com este ficheiro. Os seus créditos foram devolvidos; tente mais tarde.',
    'fr-FR':
      'Le moteur vocal a échoué sur ce fichier. Vos crédits ont été remboursés\u00a0; réessayez plus tard.',
    'de-DE':
      'Die Spracherkennung ist an dieser Datei gescheitert. Ihre Credits wurden erstattet; versuchen Sie es später erneut.',
    'it-IT':
      'Il motore vocale non è riuscito a elaborare questo file. I crediti sono stati rimborsati; riprova più tardi.',
    'ja-JP':
      '音声エンジンがこのファイルの処理に失敗しました。クレジットは返金されました。後でもう一度お試しください。',
    'ko-KR':
      '음성 엔진이 이 파일을 처리하지 못했습니다. 크레딧은 환불되었습니다. 나중에 다시 시도하세요.',
    'ru-RU': 'Речевой движок не справился с этим файлом. Кредиты возвращены; попробуйте позже.',
  },
  workerLost: {
    'en-US':
      'The transcription was interrupted too many times. Your credits have been refunded; please try again.',
    'zh-CN': '转写被中断次数过多。积分已退还，请重试。',
    'zh-TW': '轉錄被中斷次數過多。點數已退還，請重試。',
    'es-ES':
      'La transcripción se interrumpió demasiadas veces. Se te han devuelto los créditos; inténtalo de nuevo.',
    'pt-PT':
      'A transcrição foi interrompida demasiadas vezes. Os seus créditos foram devolvidos; tente novamente.',
    'fr-FR':
      'La transcription a été interrompue trop de fois. Vos crédits ont été remboursés\u00a0; réessayez.',
    'de-DE':
      'Die Transkription wurde zu oft unterbrochen. Ihre Credits wurden erstattet; versuchen Sie es erneut.',
    'it-IT':
      'La trascrizione è stata interrotta troppe volte. I crediti sono stati rimborsati; riprova.',
    'ja-JP':
      '文字起こしが何度も中断されました。クレジットは返金されました。もう一度お試しください。',
    'ko-KR': '텍스트 변환이 너무 여러 번 중단되었습니다. 크레딧은 환불되었습니다. 다시 시도하세요.',
    'ru-RU': 'Расшифровка прерывалась слишком много раз. Кредиты возвращены; попробуйте ещё раз.',
  },
} as const satisfies Record<string, LocalizedText>;
