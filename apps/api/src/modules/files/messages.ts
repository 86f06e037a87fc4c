import type { LocalizedText } from '../../i18n/locale.js';

/** Messages of uploads and stored files; sizes in MB (bytes / 1048576), lengths as h:mm:ss. */
export const fileMessages = {
  fileTooLarge: {
    'en-US': 'This file is too large: your plan accepts files up to {limit} MB.',
    'zh-CN': '文件过大：您的套餐最多接受 {limit} MB 的文件。',
    'zh-TW': '檔案過大：您的方案最多接受 {limit} MB 的檔案。',
    'es-ES': 'Este archivo es demasiado grande: tu plan admite archivos de hasta {limit} MB.',
    'pt-PT': 'Este ficheiro é demasiado grande: o seu plano aceita ficheiros até {limit} MB.',
    'fr-FR':
      'Ce fichier est trop volumineux\u00a0: votre forfait accepte des fichiers jusqu’à {limit} Mo.',
    'de-DE': 'Diese Datei ist zu groß: Ihr Tarif erlaubt Dateien bis {limit} MB.',
    'it-IT': 'Questo file è troppo grande: il tuo piano accetta file fino a {limit} MB.',
    'ja-JP':
      'ファイルが大きすぎます。ご利用のプランでは {limit} MB までのファイルをアップロードできます。',
    'ko-KR': '파일이 너무 큽니다. 현재 요금제에서는 최대 {limit}MB까지 업로드할 수 있습니다.',
    'ru-RU': 'Файл слишком большой: ваш тариф принимает файлы размером до {limit} МБ.',
  },
  tooLong: {
    'en-US': 'This recording lasts {duration}; your plan accepts recordings up to {limit}.',
    'zh-CN': '该录音时长为 {duration}；您的套餐最多接受 {limit} 的录音。',
    'zh-TW': '此錄音長度為 {duration}；您的方案最多接受 {limit} 的錄音。',
    'es-ES': 'Esta grabación dura {duration}; tu plan admite grabaciones de hasta {limit}.',
    'pt-PT': 'Esta gravação dura {duration}; o seu plano aceita gravações até {limit}.',
    'fr-FR':
      'Cet enregistrement dure {duration}\u00a0; votre forfait accepte des enregistrements jusqu’à {limit}.',
    'de-DE': 'Diese Aufnahme dauert {duration}; Ihr Tarif erlaubt Aufnahmen bis {limit}.',
    'it-IT':
      'Questa registrazione dura {duration}; il tuo piano accetta registrazioni fino a {limit}.',
    'ja-JP':
      'この録音の長さは {duration} です。ご利用のプランでは {limit} までの録音を受け付けます。',
    'ko-KR':
      '이 녹음의 길이는 {duration}입니다. 현재 요금제에서는 최대 {limit}까지의 녹음을 받을 수 있습니다.',
    'ru-RU': 'Длительность записи — {duration}; ваш тариф принимает записи длиной до {limit}.',
  },
  notMedia: {
    'en-US': 'This file is not audio or video. Please upload an audio or video file.',
    'zh-CN': '该文件不是音频或视频。请上传音频或视频文件。',
    'zh-TW': '此檔案不是音訊或影片。請上傳音訊或影片檔案。',
    'es-ES': 'Este archivo no es de audio ni de vídeo. Sube un archivo de audio o de vídeo.',
    'pt-PT': 'Este ficheiro não é áudio nem vídeo. Carregue um ficheiro de áudio ou vídeo.',
    'fr-FR': 'Ce fichier n’est ni un audio ni une vidéo. Importez un fichier audio ou vidéo.',
    'de-DE':
      'Diese Datei ist weder Audio noch Video. Bitte laden Sie eine Audio- oder Videodatei hoch.',
    'it-IT': 'Questo file non è né audio né video. Carica un file audio o video.',
    'ja-JP':
      'このファイルは音声でも動画でもありません。音声または動画ファイルをアップロードしてください。',
    'ko-KR': '이 파일은 오디오나 동영상이 아닙니다. 오디오 또는 동영상 파일을 업로드해 주세요.',
    'ru-RU': 'Этот файл не является аудио или видео. Загрузите аудио- или видеофайл.',
  },
  driveFull: {
    'en-US':
      'Your cloud drive has no room for this file: it needs {needed} MB and {free} MB are free. Delete files or choose a larger plan.',
    'zh-CN': '云盘空间不足：该文件需要 {needed} MB，剩余 {free} MB。请删除文件或选择更大的套餐。',
    'zh-TW':
      '雲端硬碟空間不足：此檔案需要 {needed} MB，剩餘 {free} MB。請刪除檔案或選擇更大的方案。',
    'es-ES':
      'Tu unidad en la nube no tiene espacio para este archivo: necesita {needed} MB y quedan {free} MB libres. Elimina archivos o elige un plan mayor.',
    'pt-PT':
      'A sua unidade na nuvem não tem espaço para este ficheiro: precisa de {needed} MB e há {free} MB livres. Elimine ficheiros ou escolha um plano maior.',
    'fr-FR':
      'Votre espace cloud est trop plein pour ce fichier\u00a0: il lui faut {needed} Mo et {free} Mo sont libres. Supprimez des fichiers ou choisissez un forfait plus grand.',
    'de-DE':
      'Ihr Cloud-Speicher hat keinen Platz für diese Datei: Sie braucht {needed} MB, frei sind {free} MB. Löschen Sie Dateien oder wählen Sie einen größeren Tarif.',
    'it-IT':
      'Il tuo spazio cloud non ha posto per questo file: servono {needed} MB e ne restano liberi {free} MB. Elimina dei file o scegli un piano più grande.',
    'ja-JP':
      'クラウドドライブの空き容量が足りません。このファイルには {needed} MB 必要ですが、空きは {free} MB です。ファイルを削除するか、より大きなプランをお選びください。',
    'ko-KR':
      '클라우드 드라이브에 이 파일을 저장할 공간이 없습니다. {needed}MB가 필요하지만 남은 공간은 {free}MB입니다. 파일을 삭제하거나 더 큰 요금제를 선택해 주세요.',
    'ru-RU':
      'В облачном хранилище нет места для этого файла: нужно {needed} МБ, свободно {free} МБ. Удалите файлы или выберите тариф побольше.',
  },
  notMultipart: {
    'en-US': 'Send the file as multipart/form-data, in the field "file".',
    'zh-CN': '请以 multipart/form-data 格式在 "file" 字段中发送文件。',
    'zh-TW': '請以 multipart/form-data 格式在 "file" 欄位中傳送檔案。',
    'es-ES': 'Envía el archivo como multipart/form-data, en el campo "file".',
    'pt-PT': 'Envie o ficheiro como multipart/form-data, no campo "file".',
    'fr-FR': 'Envoyez le fichier en multipart/form-data, dans le champ «\u00a0file\u00a0».',
    'de-DE': 'Senden Sie die Datei als multipart/form-data im Feld „file“.',
    'it-IT': 'Invia il file come multipart/form-data, nel campo "file".',
    'ja-JP': 'ファイルは multipart/form-data 形式で、"file" フィールドに入れて送信してください。',
    'ko-KR': '파일을 multipart/form-data 형식으로 "file" 필드에 담아 보내 주세요.',
    'ru-RU': 'Отправьте файл как multipart/form-data в поле «file».',
  },
  noFile: {
    'en-US': 'The upload holds no file. Choose an audio or video file.',
    'zh-CN': '上传内容中没有文件。请选择音频或视频文件。',
    'zh-TW': '上傳內容中沒有檔案。請選擇音訊或影片檔案。',
    'es-ES': 'La subida no contiene ningún archivo. Elige un archivo de audio o de vídeo.',
    'pt-PT': 'O carregamento não contém nenhum ficheiro. Escolha um ficheiro de áudio ou vídeo.',
    'fr-FR': 'L’importation ne contient aucun fichier. Choisissez un fichier audio ou vidéo.',
    'de-DE': 'Der Upload enthält keine Datei. Wählen Sie eine Audio- oder Videodatei.',
    'it-IT': 'Il caricamento non contiene alcun file. Scegli un file audio o video.',
    'ja-JP': 'アップロードにファイルが含まれていません。音声または動画ファイルを選択してください。',
    'ko-KR': '업로드에 파일이 없습니다. 오디오 또는 동영상 파일을 선택해 주세요.',
    'ru-RU': 'В загрузке нет файла. Выберите аудио- или видеофайл.',
  },
  oneFileOnly: {
    'en-US': 'Upload one file at a time.',
    'zh-CN': '请一次上传一个文件。',
    'zh-TW': '請一次上傳一個檔案。',
    'es-ES': 'Sube los archivos de uno en uno.',
    'pt-PT': 'Carregue um ficheiro de cada vez.',
    'fr-FR': 'Importez un seul fichier à la fois.',
    'de-DE': 'Laden Sie jeweils nur eine Datei hoch.',
    'it-IT': 'Carica un file alla volta.',
    'ja-JP': 'ファイルは一度に 1 つずつアップロードしてください。',
    'ko-KR': '파일은 한 번에 하나씩 업로드해 주세요.',
    'ru-RU': 'Загружайте файлы по одному.',
  },
  uploadIncomplete: {
    'en-US': 'The upload was interrupted before the whole file arrived. Please try again.',
    'zh-CN': '上传在文件完整到达之前中断了。请重试。',
    'zh-TW': '上傳在檔案完整送達前中斷了。請再試一次。',
    'es-ES':
      'La subida se interrumpió antes de que llegara el archivo completo. Inténtalo de nuevo.',
    'pt-PT':
      'O carregamento foi interrompido antes de o ficheiro chegar completo. Tente novamente.',
    'fr-FR': 'L’importation a été interrompue avant la fin du fichier. Veuillez réessayer.',
    'de-DE':
      'Der Upload wurde unterbrochen, bevor die ganze Datei ankam. Bitte versuchen Sie es erneut.',
    'it-IT': 'Il caricamento si è interrotto prima che arrivasse il file intero. Riprova.',
    'ja-JP': 'ファイル全体が届く前にアップロードが中断されました。もう一度お試しください。',
    'ko-KR': '파일 전체가 도착하기 전에 업로드가 중단되었습니다. 다시 시도해 주세요.',
    'ru-RU': 'Загрузка прервалась до того, как файл пришёл целиком. Попробуйте ещё раз.',
  },
  uploadStalled: {
    'en-US':
      'No data of the file arrived for {seconds, plural, one {# second} other {# seconds}}, so the upload was stopped. Please check your connection and try again.',
    'zh-CN':
      '已有 {seconds, plural, other {# 秒}}没有收到文件数据，上传已停止。请检查网络连接后重试。',
    'zh-TW':
      '已有 {seconds, plural, other {# 秒}}沒有收到檔案資料，上傳已停止。請檢查網路連線後再試一次。',
    'es-ES':
      'No ha llegado ningún dato del archivo en {seconds, plural, one {# segundo} other {# segundos}}, así que se ha detenido la subida. Comprueba tu conexión e inténtalo de nuevo.',
    'pt-PT':
      'Não chegaram dados do ficheiro durante {seconds, plural, one {# segundo} other {# segundos}}, por isso o carregamento foi interrompido. Verifique a sua ligação e tente novamente.',
    'fr-FR':
      'Aucune donnée du fichier n’est arrivée pendant {seconds, plural, one {# seconde} other {# secondes}}\u00a0: l’importation a été arrêtée. Vérifiez votre connexion et réessayez.',
    'de-DE':
      '{seconds, plural, one {# Sekunde} other {# Sekunden}} lang kamen keine Daten der Datei an, daher wurde der Upload abgebrochen. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    'it-IT':
      'Per {seconds, plural, one {# secondo} other {# secondi}} non sono arrivati dati del file, quindi il caricamento è stato interrotto. Controlla la connessione e riprova.',
    'ja-JP':
      'ファイルのデータが {seconds, plural, other {# 秒}}間届かなかったため、アップロードを中止しました。接続を確認して、もう一度お試しください。',
    'ko-KR':
      '{seconds, plural, other {#초}} 동안 파일 데이터가 도착하지 않아 업로드를 중단했습니다. 연결을 확인한 후 다시 시도해 주세요.',
    'ru-RU':
      'Данные файла не поступали {seconds, plural, one {# секунду} few {# секунды} many {# секунд} other {# секунды}}, поэтому загрузка остановлена. Проверьте подключение и попробуйте ещё раз.',
  },
  fileNotFound: {
    'en-US': 'This file does not exist or has been deleted.',
    'zh-CN': '该文件不存在或已被删除。',
    'zh-TW': '此檔案不存在或已被刪除。',
    'es-ES': 'Este archivo no existe o se ha eliminado.',
    'pt-PT': 'Este ficheiro não existe ou foi eliminado.',
    'fr-FR': 'Ce fichier n’existe pas ou a été supprimé.',
    'de-DE': 'Diese Datei gibt es nicht oder sie wurde gelöscht.',
    'it-IT': 'Questo file non esiste o è stato eliminato.',
    'ja-JP': 'このファイルは存在しないか、削除されています。',
    'ko-KR': '이 파일이 없거나 삭제되었습니다.',
    'ru-RU': 'Этот файл не существует или был удалён.',
  },
  noPicture: {
    'en-US': 'An audio file has no picture.',
    'zh-CN': '音频文件没有画面。',
    'zh-TW': '音訊檔案沒有畫面。',
    'es-ES': 'Un archivo de audio no tiene imagen.',
    'pt-PT': 'Um ficheiro de áudio não tem imagem.',
    'fr-FR': 'Un fichier audio n’a pas d’image.',
    'de-DE': 'Eine Audiodatei hat kein Bild.',
    'it-IT': 'Un file audio non ha immagini.',
    'ja-JP': '音声ファイルには画像がありません。',
    'ko-KR': '오디오 파일에는 화면이 없습니다.',
    'ru-RU': 'У аудиофайла нет изображения.',
  },
  rangeNotSatisfiable: {
    'en-US': 'The requested range lies outside the file ({size} bytes).',
    'zh-CN': '请求的范围超出了文件大小（{size} 字节）。',
    'zh-TW': '請求的範圍超出了檔案大小（{size} 位元組）。',
    'es-ES': 'El rango pedido está fuera del archivo ({size} bytes).',
    'pt-PT': 'O intervalo pedido está fora do ficheiro ({size} bytes).',
    'fr-FR': 'La plage demandée est en dehors du fichier ({size} octets).',
    'de-DE': 'Der angefragte Bereich liegt außerhalb der Datei ({size} Byte).',
    'it-IT': 'L’intervallo richiesto è fuori dal file ({size} byte).',
    'ja-JP': '要求された範囲がファイル（{size} バイト）の外にあります。',
    'ko-KR': '요청한 범위가 파일({size}바이트) 밖에 있습니다.',
    'ru-RU': 'Запрошенный диапазон выходит за пределы файла ({size} байт).',
  },
  mediaUnavailable: {
    'en-US': 'This file cannot be processed right now. Please try again later.',
    'zh-CN': '暂时无法处理该文件。请稍后重试。',
    'zh-TW': '目前無法處理此檔案。請稍後再試。',
    'es-ES': 'Ahora no se puede procesar este archivo. Inténtalo más tarde.',
    'pt-PT': 'Não é possível processar este ficheiro agora. Tente mais tarde.',
    'fr-FR': 'Ce fichier ne peut pas être traité pour le moment. Réessayez plus tard.',
    'de-DE':
      'Diese Datei kann gerade nicht verarbeitet werden. Bitte versuchen Sie es später erneut.',
    'it-IT': 'Al momento non è possibile elaborare questo file. Riprova più tardi.',
    'ja-JP': '現在このファイルを処理できません。しばらくしてからもう一度お試しください。',
    'ko-KR': '지금은 이 파일을 처리할 수 없습니다. 나중에 다시 시도해 주세요.',
    'ru-RU': 'Сейчас этот файл не удаётся обработать. Попробуйте позже.',
  },
  mediaNotKept: {
    'en-US':
      'The recording of this transcript is no longer kept: its file was deleted, or its keep ran out (without cloud space, files are kept for 7 days after upload). The transcript itself is still there.',
    'zh-CN':
      '此转写文本的录音已不再保存：文件已被删除，或已超过保存期限（没有云空间时，文件在上传后保存 7 天）。转写文本仍然保留。',
    'zh-TW':
      '此逐字稿的錄音已不再保存：檔案已被刪除，或已超過保存期限（沒有雲端空間時，檔案在上傳後保存 7 天）。逐字稿仍然保留。',
    'es-ES':
      'La grabación de esta transcripción ya no se conserva: su archivo se eliminó o terminó su plazo de conservación (sin espacio en la nube, los archivos se conservan 7 días tras subir el archivo). La transcripción sigue disponible.',
    'pt-PT':
      'A gravação desta transcrição já não é guardada: o ficheiro foi eliminado ou terminou o prazo de conservação (sem espaço na nuvem, os ficheiros são guardados durante 7 dias após o carregamento). A transcrição continua disponível.',
    'fr-FR':
      'L’enregistrement de cette transcription n’est plus conservé\u00a0: son fichier a été supprimé ou sa durée de conservation est écoulée (sans espace cloud, les fichiers sont conservés 7\u00a0jours après leur importation). La transcription, elle, reste disponible.',
    'de-DE':
      'Die Aufnahme zu diesem Transkript wird nicht mehr aufbewahrt: Ihre Datei wurde gelöscht oder ihre Aufbewahrungszeit ist abgelaufen (ohne Cloud-Speicher werden Dateien 7 Tage nach dem Hochladen aufbewahrt). Das Transkript selbst bleibt erhalten.',
    'it-IT':
      'La registrazione di questa trascrizione non è più conservata: il suo file è stato eliminato o il periodo di conservazione è scaduto (senza spazio cloud, i file vengono conservati per 7 giorni dal caricamento). La trascrizione resta disponibile.',
    'ja-JP':
      'この文字起こしの録音は保存されていません。ファイルが削除されたか、保存期間が過ぎました（クラウド容量がない場合、ファイルはアップロードから 7 日間保存されます）。文字起こし自体は引き続き利用できます。',
    'ko-KR':
      '이 스크립트의 녹음이 더 이상 보관되지 않습니다. 파일이 삭제되었거나 보관 기간이 지났습니다(클라우드 공간이 없으면 파일은 업로드 후 7일 동안 보관됩니다). 스크립트는 그대로 남아 있습니다.',
    'ru-RU':
      'Запись этой расшифровки больше не хранится: её файл удалён или срок хранения истёк (без облачного хранилища файлы хранятся 7 дней после загрузки). Сама расшифровка остаётся.',
  },
} as const satisfies Record<string, LocalizedText>;
