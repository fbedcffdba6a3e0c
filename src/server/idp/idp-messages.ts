import type { Language } from '../../shared/enums.ts';

/**
 * The embedded identity provider's own texts. It stands in for each bank's external sign-in
 * site, so its words live here rather than in the app's translations. `{bank}` is the bank's
 * name in the page's language.
 */
export interface IdpMessages {
  tagline: string;
  languageNav: string;
  languageNames: Record<Language, string>;
  signInTitle: string;
  signInLead: string;
  username: string;
  password: string;
  submit: string;
  wrongPassword: string;
  demoNotice: string;
  securityTitle: string;
  securityTips: string[];
  backToApp: string;
  accountTitle: string;
  accountLead: string;
  accountName: string;
  accountUsername: string;
  accountEmail: string;
  accountBank: string;
  notSignedIn: string;
  signIn: string;
  signOut: string;
  logoutTitle: string;
  logoutBody: string;
  logoutYes: string;
  logoutNo: string;
  loggedOutTitle: string;
  loggedOutBody: string;
  errorTitle: string;
  errorBody: string;
  expiredBody: string;
  startAgain: string;
  errorCode: string;
  footer: string;
  pageSignIn: string;
  pageAccount: string;
  pageSignOut: string;
  pageError: string;
}

const languageNames: Record<Language, string> = { en: 'English', ja: '日本語', th: 'ไทย' };

export const IDP_MESSAGES: Record<Language, IdpMessages> = {
  en: {
    tagline: 'Business Online',
    languageNav: 'Language',
    languageNames,
    signInTitle: 'Sign in',
    signInLead: 'Use your {bank} business ID to continue to bizmatch.',
    username: 'User ID',
    password: 'Password',
    submit: 'Sign in',
    wrongPassword: 'The user ID or password is incorrect. Check both and try again.',
    demoNotice: 'Demo environment: every demo account uses the password “demo”.',
    securityTitle: 'Keep your account safe',
    securityTips: [
      '{bank} will never ask for your password by e-mail, text message or telephone.',
      'Before you sign in, check that the address bar shows the address you expect.',
      'On a shared computer, sign out and close the browser when you have finished.',
    ],
    backToApp: 'Back to bizmatch',
    accountTitle: 'My account',
    accountLead: 'You are signed in to {bank} on this device.',
    accountName: 'Name',
    accountUsername: 'User ID',
    accountEmail: 'E-mail',
    accountBank: 'Bank',
    notSignedIn: 'You are not signed in to {bank} on this device.',
    signIn: 'Sign in',
    signOut: 'Sign out',
    logoutTitle: 'Sign out of {bank}?',
    logoutBody: 'You will need your user ID and password the next time you use {bank} services on this device.',
    logoutYes: 'Yes, sign out',
    logoutNo: 'No, stay signed in',
    loggedOutTitle: 'You have signed out',
    loggedOutBody: 'You have signed out of {bank} on this device.',
    errorTitle: 'Sign-in could not be completed',
    errorBody: 'The sign-in request was not valid or has expired. Return to bizmatch and sign in again.',
    expiredBody: 'This sign-in page has expired or was opened from another window. Start again from bizmatch.',
    startAgain: 'Sign in again',
    errorCode: 'Error code',
    footer: 'Identity provider for local development and demonstration. Not a real bank.',
    pageSignIn: 'Sign in',
    pageAccount: 'My account',
    pageSignOut: 'Sign out',
    pageError: 'Error',
  },
  ja: {
    tagline: '法人向けオンラインサービス',
    languageNav: '言語',
    languageNames,
    signInTitle: 'ログイン',
    signInLead: '{bank}のビジネスIDでログインし、bizmatch に進みます。',
    username: 'ユーザーID',
    password: 'パスワード',
    submit: 'ログイン',
    wrongPassword: 'ユーザーIDまたはパスワードが正しくありません。入力内容を確認して、もう一度お試しください。',
    demoNotice: 'デモ環境：すべてのデモアカウントのパスワードは「demo」です。',
    securityTitle: '安全にご利用いただくために',
    securityTips: [
      '{bank}が電子メール、SMS、電話でパスワードをお尋ねすることはありません。',
      'ログインの前に、アドレスバーのアドレスが正しいことをご確認ください。',
      '共用のパソコンでは、ご利用後に必ずログアウトし、ブラウザを閉じてください。',
    ],
    backToApp: 'bizmatch に戻る',
    accountTitle: 'アカウント情報',
    accountLead: 'この端末で{bank}にログインしています。',
    accountName: '氏名',
    accountUsername: 'ユーザーID',
    accountEmail: 'メールアドレス',
    accountBank: '銀行',
    notSignedIn: 'この端末では{bank}にログインしていません。',
    signIn: 'ログイン',
    signOut: 'ログアウト',
    logoutTitle: '{bank}からログアウトしますか？',
    logoutBody: '次回この端末で{bank}のサービスをご利用になる際は、ユーザーIDとパスワードが必要です。',
    logoutYes: 'ログアウトする',
    logoutNo: 'ログインしたままにする',
    loggedOutTitle: 'ログアウトしました',
    loggedOutBody: 'この端末で{bank}からログアウトしました。',
    errorTitle: 'ログインを完了できませんでした',
    errorBody: 'ログインのリクエストが無効か、有効期限が切れています。bizmatch に戻って、もう一度ログインしてください。',
    expiredBody: 'このログイン画面は有効期限が切れているか、別のウィンドウで開かれました。bizmatch からもう一度お試しください。',
    startAgain: 'もう一度ログイン',
    errorCode: 'エラーコード',
    footer: '開発・デモ用の認証サービスです。実在の銀行ではありません。',
    pageSignIn: 'ログイン',
    pageAccount: 'アカウント情報',
    pageSignOut: 'ログアウト',
    pageError: 'エラー',
  },
  th: {
    tagline: 'บริการออนไลน์สำหรับธุรกิจ',
    languageNav: 'ภาษา',
    languageNames,
    signInTitle: 'เข้าสู่ระบบ',
    signInLead: 'ใช้รหัสธุรกิจของ{bank}เพื่อเข้าใช้งาน bizmatch',
    username: 'รหัสผู้ใช้',
    password: 'รหัสผ่าน',
    submit: 'เข้าสู่ระบบ',
    wrongPassword: 'รหัสผู้ใช้หรือรหัสผ่านไม่ถูกต้อง กรุณาตรวจสอบแล้วลองอีกครั้ง',
    demoNotice: 'สภาพแวดล้อมสาธิต: บัญชีสาธิตทุกบัญชีใช้รหัสผ่าน “demo”',
    securityTitle: 'รักษาบัญชีของคุณให้ปลอดภัย',
    securityTips: [
      '{bank}จะไม่ขอรหัสผ่านของคุณทางอีเมล ข้อความ SMS หรือโทรศัพท์',
      'ก่อนเข้าสู่ระบบ กรุณาตรวจสอบว่าแถบที่อยู่แสดงที่อยู่ที่ถูกต้อง',
      'หากใช้คอมพิวเตอร์ร่วมกับผู้อื่น กรุณาออกจากระบบและปิดเบราว์เซอร์เมื่อใช้งานเสร็จ',
    ],
    backToApp: 'กลับไปที่ bizmatch',
    accountTitle: 'บัญชีของฉัน',
    accountLead: 'คุณเข้าสู่ระบบ{bank}บนอุปกรณ์นี้อยู่',
    accountName: 'ชื่อ',
    accountUsername: 'รหัสผู้ใช้',
    accountEmail: 'อีเมล',
    accountBank: 'ธนาคาร',
    notSignedIn: 'คุณยังไม่ได้เข้าสู่ระบบ{bank}บนอุปกรณ์นี้',
    signIn: 'เข้าสู่ระบบ',
    signOut: 'ออกจากระบบ',
    logoutTitle: 'ออกจากระบบ{bank}หรือไม่',
    logoutBody: 'ครั้งต่อไปที่ใช้บริการของ{bank}บนอุปกรณ์นี้ คุณจะต้องใช้รหัสผู้ใช้และรหัสผ่านอีกครั้ง',
    logoutYes: 'ออกจากระบบ',
    logoutNo: 'ยังคงอยู่ในระบบ',
    loggedOutTitle: 'คุณออกจากระบบแล้ว',
    loggedOutBody: 'คุณได้ออกจากระบบ{bank}บนอุปกรณ์นี้แล้ว',
    errorTitle: 'ไม่สามารถเข้าสู่ระบบได้',
    errorBody: 'คำขอเข้าสู่ระบบไม่ถูกต้องหรือหมดอายุแล้ว กรุณากลับไปที่ bizmatch แล้วเข้าสู่ระบบอีกครั้ง',
    expiredBody: 'หน้าเข้าสู่ระบบนี้หมดอายุแล้วหรือถูกเปิดจากหน้าต่างอื่น กรุณาเริ่มใหม่จาก bizmatch',
    startAgain: 'เข้าสู่ระบบอีกครั้ง',
    errorCode: 'รหัสข้อผิดพลาด',
    footer: 'ผู้ให้บริการยืนยันตัวตนสำหรับการพัฒนาและการสาธิตเท่านั้น ไม่ใช่ธนาคารจริง',
    pageSignIn: 'เข้าสู่ระบบ',
    pageAccount: 'บัญชีของฉัน',
    pageSignOut: 'ออกจากระบบ',
    pageError: 'ข้อผิดพลาด',
  },
};

export const fill = (text: string, bank: string) => text.replaceAll('{bank}', bank);
