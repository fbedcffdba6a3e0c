import type { SuggestionsText } from './suggestions.en.ts';

export const suggestionsJa: SuggestionsText = {
  offer_title: 'このオファーに合うおすすめ',
  home_title: '貴社のオファーに合うおすすめ',
  bank_offer_title: 'お客様のオファーに合うマッチング候補',
  page_title: 'マッチング候補',
  page_lead: 'お客様の掲載中のオファーに合うオファーを、新しい順に表示しています。紹介済みの組み合わせは、この一覧に表示されなくなります。',
  explain:
    '貴社に公開されているオファーの中から、売り・買いが逆であること、対象国が合うこと、業種が同じまたは関連していること、価格帯が重なること、両方のオファーに共通する用語をもとに選んでいます。企業名は、双方の企業がNDAに合意するまで表示されません。',
  explain_bank:
    'お客様に公開されているオファーの中から、売り・買いが逆であること、対象国が合うこと、業種が同じまたは関連していること、価格帯が重なること、両方のオファーに共通する用語をもとに選んでいます。紹介すると、双方の企業に企業名を伏せてお知らせします。',
  empty: 'おすすめはまだありません。貴社のオファーに合うオファーが掲載されると、ここに表示されます。',
  empty_bank: 'マッチング候補はまだありません。お客様のオファーに合うオファーが掲載されると、ここに表示されます。',
  failed: 'おすすめを読み込めませんでした。しばらくしてから再度お試しください。',
  list_label: 'おすすめのオファー',
  for_offer: '対象の自社オファー',
  for_customer_offer: 'お客様のオファー',
  reasons_label: '合う理由',
  reason: {
    industry_same: '同じ業種',
    industry_related: '関連する業種',
    price_overlap: '価格帯が重なる',
    terms: '共通の用語：{{term}}',
  },
  introduce: '紹介する',
  introduce_label: '「{{title}}」を「{{for_title}}」に紹介する',
  introduced: '紹介済み',
  introduced_company: '銀行が紹介済み',
  introduce_done: '紹介しました。双方の企業にお知らせしました。',
  introduce_failed: '紹介できませんでした。もう一度お試しください。',
};
