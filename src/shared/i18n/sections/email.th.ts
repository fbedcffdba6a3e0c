import type { EmailText } from '../en.ts';

export const emailTh: EmailText = {
  subject: '[bizmatch] {{title}}',
  digest_subject: '[bizmatch] การแจ้งเตือนของคุณประจำวันที่ {{date}}',
  digest_intro: 'การแจ้งเตือนจาก bizmatch ในรอบหนึ่งวันที่ผ่านมา ({{count}} รายการ):',
  open: 'เปิดใน bizmatch: {{url}}',
  greeting: 'เรียน คุณ{{name}}',
  footer: 'คุณได้รับอีเมลนี้ตามการตั้งค่าอีเมลของคุณใน bizmatch หากต้องการเปลี่ยนหรือหยุดรับอีเมลเหล่านี้ โปรดไปที่ {{url}}',
};
