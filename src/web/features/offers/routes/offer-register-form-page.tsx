import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '../../../../shared/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { OfferFormScreen } from '../components/offer-form/offer-form-screen.tsx';
import { readOfferForm, type StoredOfferForm, storedFormFor } from '../lib/offer-form-storage.ts';
import { emptyOfferForm, parseOfferType } from '../lib/offer-form-values.ts';
import type { OfferType } from '../../../../shared/schemas/offer.ts';

function NewOfferForm({ type }: { type: OfferType }) {
  const { t } = useTranslation();
  const language = useLanguage();
  // The offer in progress in this tab (back from confirmation, or a reload), else a blank one.
  const [initial] = useState<StoredOfferForm>(
    () =>
      storedFormFor(readOfferForm(), { type }) ?? {
        mode: 'new',
        values: emptyOfferForm(type, language === 'th' ? 'THB' : 'JPY', language),
        offerId: null,
        version: null,
        status: null,
      },
  );
  const title = t(`offer_register.form.title_${type}`);
  useDocumentTitle(title);
  return <OfferFormScreen title={title} initial={initial} />;
}

/** `/company/offer-register/input-form?type=sell|buy`: the details of a new offer. */
export function OfferRegisterFormPage() {
  const [params] = useSearchParams();
  const type = parseOfferType(params.get('type'));
  if (!type) return <Navigate to={paths.company.offerRegisterSelect.getHref()} replace />;
  return <NewOfferForm key={type} type={type} />;
}
