import type { Translation } from '../en.ts';

export const offerReviewJa: Translation['offer_review'] = {
  bank_manage: {
    title: 'オファー管理',
    lead: 'お取引先企業が登録したオファーを審査します。「未承認」のオファーは貴行の判断をお待ちしています。',
    sections_label: '審査区分',
    section: {
      unapproved: '未承認',
      approved: '承認済み',
      all: 'すべて',
    },
    list_label: 'お取引先企業のオファー',
  },
  operator_manage: {
    title: 'オファー管理',
    lead: 'すべての金融機関のすべてのオファーを、ステータスを問わず表示します。金融機関・ステータス・国で絞り込めます。',
    list_label: 'すべてのオファー',
  },
  detail: {
    back_to_manage: 'オファー管理に戻る',
    bank_title: 'オファー審査',
    operator_title: 'オファー詳細',
    company_title: '登録企業',
    company_name: '企業名',
    company_name_en: '企業名（英語）',
    failed: 'オファーを読み込めませんでした。時間をおいて再度お試しください。',
    retry: '再試行',
  },
  panel: {
    title: '承認',
    lead: '以下の各項目についてオファーを確認してください。すべての項目を確認すると承認できます。修正が必要な場合は差戻し、掲載できない場合は否認してください。',
    checklist_title: 'チェックリスト',
    checklist_progress: '{{total}}項目中{{done}}項目を確認済み',
    remarks_label: '金融機関備考',
    remarks_description: '任意・300文字以内です。承認内容とともに企業と運営事務局に共有されます。',
    character_count: '{{count}} / {{max}}文字',
    approve: '承認して掲載する',
    approve_hint: '承認するには、チェックリストの項目をすべて確認してください。',
    remand: '差戻し',
    deny: '否認',
    actions_label: '審査結果',
  },
  checklist: {
    customer_verified: {
      label: '企業が貴行の確認済みのお取引先である',
      help: '企業の本人確認が済んでおり、登録したユーザーが企業を代表して登録しています。',
    },
    content_accurate: {
      label: '記載内容が正確である',
      help: '商品・サービスの説明、特徴、要望事項が、把握している企業と事業の実態に合っています。',
    },
    no_confidential_information: {
      label: '機密情報が含まれていない',
      help: '営業秘密、個人情報など公開してはならない情報が記載されていません。',
    },
    no_prohibited_content: {
      label: '禁止事項に該当しない',
      help: '法令・制裁措置・利用規約に反する内容がなく、反社会的勢力の関与もありません。',
    },
    price_and_period_reasonable: {
      label: '価格と期間が妥当である',
      help: '希望取引価格の範囲と募集期間が、この種の取引として妥当です。',
    },
  },
  remand_modal: {
    title: 'このオファーを差し戻す',
    lead: 'オファーは企業に戻され、企業は修正して再登録できます。修正していただきたい点をお書きください。',
    reason_label: '差戻し理由',
    reason_description: '必須です。この理由はオファーとともに企業に表示されます。',
    submit: '差し戻す',
  },
  deny_modal: {
    title: 'このオファーを否認する',
    lead: '否認は最終的な判断です。企業はこのオファーを再登録できません。',
    reason_label: '否認理由',
    reason_description: '必須です。この理由はオファーとともに企業に表示されます。',
    next: '次へ',
    confirm_title: 'このオファーを否認しますか？この操作は取り消せません。',
    confirm_lead: 'オファー「{{title}}」を以下の理由で否認します。企業はこのオファーを再登録できなくなります。',
    back: '戻る',
    submit: '否認する',
  },
  cancel: 'キャンセル',
  success: {
    approve: 'オファーを承認しました。現在掲載中です。',
    remand: 'オファーを理由を添えて企業に差し戻しました。',
    deny: 'オファーを否認しました。理由は企業に通知されます。',
  },
  outcome: {
    title: '審査状況',
    draft: '企業はまだこのオファーを審査に登録していません。',
    waiting_for_approval: 'このオファーは企業の取引金融機関による審査をお待ちしています。',
    published: '金融機関が承認し、掲載中です。',
    outside_the_period: '承認・掲載済みですが、募集期間が終了しています。',
    remand: '修正のため企業に差し戻されています。企業が再登録すると、再び審査対象になります。',
    rejection: '金融機関により否認されました。この判断は最終的なものです。',
    operator_note:
      '運営事務局はすべてのオファーを閲覧できますが、審査は行いません。承認・差戻し・否認は、オファーを登録した企業の取引金融機関が行います。',
  },
  errors: {
    wrong_step: 'このオファーは現在のステータスでは審査できません。再読み込みして最新の状態をご確認ください。',
    not_found: 'このオファーは貴行では閲覧できなくなりました。',
    failed: '審査結果を保存できませんでした。時間をおいて再度お試しいただくか、ネットワーク接続をご確認ください。',
    fix_fields: '表示されている項目を修正してください。',
    reload: 'オファーを再読み込み',
  },
};
