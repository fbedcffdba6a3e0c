import type { ErrorCode } from '../error-codes.ts';
import type { Language } from '../enums.ts';

/**
 * The message of every API error code, in the three supported languages: what the errors plugin
 * answers in `message` (for API users and logs), and the one text of a code a screen shows as it is
 * (`errorMessage(code, language)`: a version conflict, a missing image file); other codes get a screen's own words.
 */
export const errorMessages: Record<ErrorCode, Record<Language, string>> = {
  validation_failed: {
    en: 'Some of the values sent are not valid. Check the highlighted fields.',
    ja: '入力内容に誤りがあります。該当する項目を確認してください。',
    th: 'ข้อมูลที่ส่งมาบางรายการไม่ถูกต้อง กรุณาตรวจสอบช่องที่ระบุ',
  },
  bad_request: {
    en: 'The request could not be understood.',
    ja: 'リクエストの形式が正しくありません。',
    th: 'ไม่สามารถประมวลผลคำขอนี้ได้',
  },
  unauthenticated: {
    en: 'Access is not authenticated. Please log in again with the correct credentials.',
    ja: '認証されていません。正しい認証情報で再度ログインしてください。',
    th: 'การเข้าถึงยังไม่ได้รับการยืนยันตัวตน กรุณาเข้าสู่ระบบอีกครั้งด้วยข้อมูลที่ถูกต้อง',
  },
  forbidden: {
    en: 'You do not have permission for this. Please log in with an authorised user.',
    ja: 'この操作を行う権限がありません。権限のあるユーザーでログインしてください。',
    th: 'คุณไม่มีสิทธิ์ดำเนินการนี้ กรุณาเข้าสู่ระบบด้วยผู้ใช้ที่ได้รับอนุญาต',
  },
  csrf_invalid: {
    en: 'The security token of this request is missing or invalid. Reload the page and try again.',
    ja: 'リクエストのセキュリティトークンがないか無効です。ページを再読み込みしてもう一度お試しください。',
    th: 'โทเคนความปลอดภัยของคำขอนี้ไม่มีหรือไม่ถูกต้อง กรุณาโหลดหน้าใหม่แล้วลองอีกครั้ง',
  },
  not_found: {
    en: 'What you asked for does not exist or is not visible to you.',
    ja: 'お探しのデータは存在しないか、閲覧できません。',
    th: 'ไม่พบข้อมูลที่คุณร้องขอ หรือคุณไม่มีสิทธิ์เข้าถึง',
  },
  version_conflict: {
    en: 'This offer has already been updated by another user. Please check it again.',
    ja: 'このオファーは他のユーザーによってすでに更新されています。内容を再度確認してください。',
    th: 'ข้อเสนอนี้ถูกแก้ไขโดยผู้ใช้อื่นแล้ว กรุณาตรวจสอบอีกครั้ง',
  },
  payload_too_large: {
    en: 'The upload is too large.',
    ja: 'アップロードするデータが大きすぎます。',
    th: 'ข้อมูลที่อัปโหลดมีขนาดใหญ่เกินไป',
  },
  unsupported_media_type: {
    en: 'This content type is not accepted.',
    ja: 'このコンテンツ形式は受け付けられません。',
    th: 'ไม่รองรับรูปแบบเนื้อหานี้',
  },
  invalid_transition: {
    en: 'This cannot be done at the current step. Reload the page to see the latest state.',
    ja: '現在の段階ではこの操作はできません。ページを再読み込みして最新の状態を確認してください。',
    th: 'ไม่สามารถดำเนินการนี้ได้ในขั้นตอนปัจจุบัน กรุณาโหลดหน้าใหม่เพื่อดูสถานะล่าสุด',
  },
  negotiation_not_found: {
    en: 'This negotiation does not exist or is not available to you.',
    ja: 'この商談は存在しないか、閲覧できません。',
    th: 'ไม่พบการเจรจานี้ หรือคุณไม่มีสิทธิ์เข้าถึง',
  },
  notification_not_found: {
    en: 'This notification does not exist or is not yours.',
    ja: 'この通知は存在しないか、あなた宛てではありません。',
    th: 'ไม่พบการแจ้งเตือนนี้ หรือไม่ใช่การแจ้งเตือนของคุณ',
  },
  negotiation_version_conflict: {
    en: 'This negotiation has already been updated by another user. Please check it again.',
    ja: 'この商談は他のユーザーによってすでに更新されています。内容を再度確認してください。',
    th: 'การเจรจานี้ถูกอัปเดตโดยผู้ใช้อื่นแล้ว กรุณาตรวจสอบอีกครั้ง',
  },
  already_applied: {
    en: 'Your company has already applied to this offer, and that negotiation is still open.',
    ja: '貴社はすでにこのオファーに応募しており、その商談は継続中です。',
    th: 'บริษัทของคุณได้สมัครข้อเสนอนี้แล้ว และการเจรจานั้นยังดำเนินอยู่',
  },
  own_offer: {
    en: 'A company cannot apply to its own offer.',
    ja: '自社のオファーには応募できません。',
    th: 'บริษัทไม่สามารถสมัครข้อเสนอของบริษัทตนเองได้',
  },
  offer_not_open: {
    en: 'This offer is not open for applications: it is not published or its application period is over.',
    ja: 'このオファーは応募を受け付けていません（未掲載、または募集期間外です）。',
    th: 'ข้อเสนอนี้ไม่เปิดรับการสมัคร เนื่องจากยังไม่เผยแพร่หรืออยู่นอกระยะเวลารับสมัคร',
  },
  coordinator_not_found: {
    en: 'The chosen coordinator does not exist. Choose one from the coordinator list.',
    ja: '選択したコーディネーターが存在しません。コーディネーター一覧から選択してください。',
    th: 'ไม่พบผู้ประสานงานที่เลือก กรุณาเลือกจากรายชื่อผู้ประสานงาน',
  },
  unsupported_image: {
    en: 'The file is not a JPEG, PNG or WebP image, or it is damaged.',
    ja: 'ファイルがJPEG・PNG・WebP形式の画像ではないか、破損しています。',
    th: 'ไฟล์นี้ไม่ใช่รูปภาพ JPEG, PNG หรือ WebP หรือไฟล์เสียหาย',
  },
  image_too_many_pixels: {
    en: 'The image is too large: at most 24 megapixels, for example 6000 × 4000 pixels. Reduce its size and upload it again.',
    ja: '画像が大きすぎます。画素数は2,400万画素（例：6000×4000ピクセル）までです。サイズを縮小してからアップロードしてください。',
    th: 'รูปภาพมีขนาดใหญ่เกินไป: ไม่เกิน 24 ล้านพิกเซล เช่น 6000 × 4000 พิกเซล กรุณาลดขนาดแล้วอัปโหลดอีกครั้ง',
  },
  too_many_unattached_images: {
    en: 'You have 30 uploaded images that are not used in any offer. Save an offer with them, or wait: unused images are removed after a day.',
    ja: 'オファーに使われていないアップロード済みの画像が30枚あります。それらの画像でオファーを保存するか、1日お待ちください（使われていない画像は1日後に削除されます）。',
    th: 'คุณมีรูปภาพที่อัปโหลดแล้วแต่ยังไม่ได้ใช้ในข้อเสนอใด 30 รูป กรุณาบันทึกข้อเสนอที่ใช้รูปภาพเหล่านั้น หรือรอ 1 วัน (รูปภาพที่ไม่ได้ใช้จะถูกลบหลังจาก 1 วัน)',
  },
  invalid_upload: {
    en: 'Send exactly one image file, as the multipart form field "file".',
    ja: '画像ファイルを1つだけ、マルチパートフォームの「file」フィールドで送信してください。',
    th: 'กรุณาส่งไฟล์รูปภาพเพียงไฟล์เดียวในฟิลด์ "file" ของฟอร์มแบบ multipart',
  },
  image_missing: {
    en: 'The image may not be registered. Check the offer detail and contact the financial institution.',
    ja: '画像が登録されていない可能性があります。オファー詳細を確認し、金融機関にお問い合わせください。',
    th: 'รูปภาพอาจยังไม่ได้ลงทะเบียน กรุณาตรวจสอบรายละเอียดข้อเสนอและติดต่อสถาบันการเงิน',
  },
  chat_closed: {
    en: 'This chat is closed: the negotiation has ended, and no more messages can be sent.',
    ja: 'このチャットは終了しています。商談が終了したため、これ以上メッセージを送信できません。',
    th: 'แชทนี้ปิดแล้ว: การเจรจาสิ้นสุดลงแล้ว ไม่สามารถส่งข้อความเพิ่มได้',
  },
  unsupported_attachment: {
    en: 'This file cannot be sent. Send a PDF, an image (JPEG, PNG, GIF, WebP) or an office document (Word, Excel, PowerPoint).',
    ja: 'このファイルは送信できません。PDF、画像（JPEG・PNG・GIF・WebP）、Office文書（Word・Excel・PowerPoint）を送信してください。',
    th: 'ไม่สามารถส่งไฟล์นี้ได้ กรุณาส่งไฟล์ PDF รูปภาพ (JPEG, PNG, GIF, WebP) หรือเอกสารสำนักงาน (Word, Excel, PowerPoint)',
  },
  too_many_unsent_attachments: {
    en: 'You have too many files waiting to be sent. Send or discard them first.',
    ja: '送信待ちのファイルが多すぎます。先に送信するか破棄してください。',
    th: 'คุณมีไฟล์ที่รอส่งมากเกินไป กรุณาส่งหรือยกเลิกก่อน',
  },
  no_bank: {
    en: 'Unable to register the offer: your company is not attached to a financial institution.',
    ja: 'オファーを登録できません。貴社に金融機関が設定されていません。',
    th: 'ไม่สามารถลงทะเบียนข้อเสนอได้ เนื่องจากบริษัทของคุณยังไม่ได้ผูกกับสถาบันการเงิน',
  },
  rate_limited: {
    en: 'Too many requests. Please wait a moment and try again.',
    ja: 'リクエストが多すぎます。しばらく待ってから再度お試しください。',
    th: 'มีคำขอมากเกินไป กรุณารอสักครู่แล้วลองอีกครั้ง',
  },
  internal_error: {
    en: 'An error occurred. Please try again later or check your network connection. If it persists, contact us through the inquiry form.',
    ja: 'エラーが発生しました。時間をおいて再度お試しいただくか、ネットワーク接続をご確認ください。解決しない場合はお問い合わせフォームからご連絡ください。',
    th: 'เกิดข้อผิดพลาด กรุณาลองใหม่ภายหลังหรือตรวจสอบการเชื่อมต่อเครือข่าย หากยังพบปัญหา โปรดติดต่อเราผ่านแบบฟอร์มสอบถาม',
  },
  service_unavailable: {
    en: 'The service is not ready. Please try again shortly.',
    ja: 'サービスの準備ができていません。しばらくしてから再度お試しください。',
    th: 'บริการยังไม่พร้อมใช้งาน กรุณาลองใหม่อีกครั้งในไม่ช้า',
  },
};

/** The message of an API error code in a language. */
export function errorMessage(code: ErrorCode, language: Language): string {
  return errorMessages[code][language];
}
