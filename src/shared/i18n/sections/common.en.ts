/**
 * The English text every page can show (the public pages, the frame, the error pages): all of
 * en.ts but the sections of the signed-in features. The browser loads this first and the rest
 * with the first signed-in page (decision 022); en.ts joins them for the server and the types.
 */
export const commonEn = {
  app: {
    sort_descending: '{{column}}: sort newest first',
    sort_ascending: '{{column}}: sort oldest first',
    name: 'bizmatch',
    tagline: 'Business matching between Japan and Thailand',
    loading: 'Loading…',
    skip_to_content: 'Skip to main content',
    new_tab: '(opens in a new tab)',
    redirecting_to_login: 'Your session has ended. Taking you to the sign-in page…',
    copyright: '© {{year}} Kokopelli Inc.',
    home_link: 'bizmatch – top page',
    dismiss: 'Dismiss',
  },
  language: {
    label: 'Language',
    save_failed: 'Your language could not be saved to your account, so it applies to this browser only.',
    saved: 'Saved. bizmatch will use this language whenever you sign in.',
  },
  nav: {
    main: 'Main navigation',
    legal: 'Legal information',
    home: 'Home',
    settings: 'Settings',
    terms: 'Terms of service',
    privacy: 'Privacy policy',
    account: 'Account',
    logout: 'Log out',
    open_menu: 'Open menu',
    close_menu: 'Close menu',
    sign_in: 'Sign in',
    go_home: 'Go to my home',
    signed_in_as: 'Signed in as {{name}}',
    offer_search: 'Search offers',
    offer_register: 'Add new offer',
    offer_in_house: 'Own offers',
    offer_manage: 'Offer management',
    /** The company's page naming who may manage offers ("offer manager settings" in docs/product/screens-and-routes.md#screens); not where offers are managed. */
    offer_manager_settings: 'Offer manager settings',
    offer_favorites: 'Favorites',
  },
  role: {
    enterprise: 'Company',
    bank: 'Financial institution',
    kokopelli: 'Administration office',
    coordinator: 'Coordinator',
  },
  country: {
    JP: 'Japan',
    TH: 'Thailand',
  },
  user_type: {
    general_user: 'General user',
    administrator: 'Administrator',
  },
  common: {
    yes: 'Yes',
    no: 'No',
    not_registered: 'Not registered',
  },
  landing: {
    title: 'Business matching between Japan and Thailand',
    signed_out: 'You have signed out.',
    hero_title: 'Find your next business partner across Japan and Thailand',
    hero_lead:
      'bizmatch connects companies in Japan and Thailand through the financial institutions that already know them. Publish what you want to sell or buy, have your bank review it, and negotiate safely with companies on the other side.',
    how_title: 'How bizmatch works',
    steps: {
      publish: {
        title: 'Publish an offer',
        body: 'Register a sale or purchase offer with the product or service, the price range you have in mind and the period in which you accept applications.',
      },
      review: {
        title: 'Reviewed by your bank',
        body: 'Your financial institution checks every offer before it is published, so everyone you meet on bizmatch is a known customer of a bank.',
      },
      apply: {
        title: 'Apply and agree an NDA',
        body: 'Interested companies apply. Company names stay hidden until both sides agree to a non-disclosure agreement.',
      },
      negotiate: {
        title: 'Negotiate with a coordinator',
        body: 'A dedicated chat opens, and a coordinator who knows both markets supports you from contract to completion.',
      },
    },
    sign_in_title: 'Sign in',
    sign_in_lead:
      'Choose the financial institution you use. Companies sign in through their bank; the administration office and coordinators sign in through Kokopelli.',
    bank_audience: 'For staff of the bank and its customer companies',
    kokopelli_audience: 'For the administration office and coordinators',
    sign_in_with: 'Sign in with {{bank}}',
    no_banks: 'Sign-in is not available yet. Please contact your financial institution.',
  },
  home: {
    title: 'Home',
    welcome: 'Welcome, {{name}}',
    lead: {
      enterprise:
        "This is your company's home on bizmatch. Keep your company profile complete so that your bank can review your offers smoothly.",
      bank: "This is your financial institution's home on bizmatch, where you review the offers and negotiations of your customers.",
      kokopelli: 'This is the administration office home, from which you oversee bizmatch.',
      coordinator: 'This is your coordinator home, from which you support negotiations between Japan and Thailand.',
    },
    organisation_title: 'Your organisation',
    account_title: 'Your account',
    quick_links_title: 'Quick links',
    links: {
      offer_search: 'Find sale and purchase offers from companies in Japan and Thailand.',
      offer_register: 'Register a sale or purchase offer for your bank to review.',
      offer_in_house: "Your company's offers in every status, with your bank's comments.",
      bank_offer_manage: "Review your customers' offers: approve, remand or deny.",
      operator_offer_manage: 'Every offer of every financial institution, in every status.',
      settings: 'Your profile, your organisation’s registered details and your display language.',
      terms: 'The rules that apply when you use bizmatch.',
      privacy: 'How Kokopelli handles your personal information.',
    },
  },
  settings: {
    title: 'Settings',
    lead: 'Your profile and the details registered for your organisation.',
    profile_title: 'Your profile',
    organisation_title: 'Organisation profile',
    language_title: 'Display language',
    language_lead: 'bizmatch shows its screens in this language on every device you sign in from.',
    currency_title: 'Approximate prices',
    currency_lead: 'Offers keep the currency they are priced in; beside it you see an approximate amount in this currency, converted at the operator’s rate of the date shown.',
    currency_label: 'Show approximate prices in',
    currency_home: 'Your country’s currency ({{currency}})',
    currency_saved: 'Saved. Prices are now shown in {{currency}} as well.',
    currency_save_failed: 'Your choice could not be saved. Please try again.',
    currency_failed: 'Your choice could not be loaded. Please try again later.',
    members_title: 'Members of your organisation',
    members_lead: 'Everyone who can sign in for {{organisation}}.',
    members_count: 'Members: {{count}}',
    members_empty: 'No members are registered yet.',
    members_failed: 'The list of members could not be loaded. Please try again later.',
    contact_lead: 'If any registered details are wrong, please let us know through the inquiry form.',
    contact_button: 'Open the inquiry form',
    groups: {
      basic: 'Basic information',
      address: 'Address',
      people: 'Representative and beneficial owner',
      representative: 'Representative',
      business: 'Business',
    },
  },
  fields: {
    name: 'Name',
    display_name: 'Display name',
    username_native: 'User name (local language)',
    username_en: 'User name (English)',
    phone: 'Phone number',
    email: 'Email address',
    user_type: 'Account type',
    is_contract_signatory: 'Contract signatory',
    role: 'Organisation type',
    bank_name: 'Financial institution',
    branch_name: 'Branch',
    corporate_number: 'Corporate number',
    company_name: 'Company name',
    company_name_en: 'Company name (English)',
    name_kana: 'Company name (phonetic)',
    postal_code: 'Postal code',
    address: 'Address',
    address_en: 'Address (English)',
    country: 'Location (country of incorporation)',
    representative_name: 'Representative',
    representative_name_en: 'Representative (English)',
    representative_birth_date: "Representative's date of birth",
    beneficial_owner_name: 'Beneficial owner',
    beneficial_owner_name_en: 'Beneficial owner (English)',
    established_on: 'Date of establishment',
    employee_count: 'Number of employees',
    website: 'Website',
    company_phone: 'Representative phone number',
    business_description: 'Business description',
    business_description_en: 'Business description (English)',
    official_language: 'Official in-company language',
  },
  legal: {
    last_updated: 'Last updated: {{date}}',
    contact_button: 'Open the inquiry form',
    terms: {
      title: 'Terms of Service',
      intro:
        'Please read these Terms of Service carefully. They form an agreement between Kokopelli Inc. and every organisation that uses bizmatch.',
      sections: [
        {
          title: '1. Purpose and scope',
          paragraphs: [
            'These Terms of Service (the "Terms") set out the conditions for using bizmatch (the "Service"), a business-matching platform operated by Kokopelli Inc. ("Kokopelli", "we"). They apply to every organisation that uses the Service and to every person who signs in on its behalf (each a "User").',
            'By signing in, you confirm that your organisation has authorised you to use the Service and that your organisation accepts these Terms.',
          ],
        },
        {
          title: '2. Definitions',
          paragraphs: [
            '"Participating Financial Institution" means a bank or other financial institution that has agreed with Kokopelli to offer the Service to its customers. "Member Company" means a company that uses the Service as a customer of a Participating Financial Institution.',
            '"Offer" means a sale or purchase proposal registered by a Member Company. "Negotiation" means the process that begins when a Member Company applies to an Offer. "Coordinator" means a person or organisation appointed by Kokopelli to support a Negotiation.',
          ],
        },
        {
          title: '3. Accounts and sign-in',
          paragraphs: [
            'Accounts are issued through your Participating Financial Institution or by Kokopelli. You must keep your sign-in credentials secret and must not share your account with anyone. Activity under your account is treated as activity of your organisation.',
            "Tell your organisation's administrator or your financial institution immediately if you suspect that your account has been used without authorisation.",
          ],
        },
        {
          title: '4. Role of Kokopelli',
          paragraphs: [
            'Kokopelli provides the platform on which Member Companies find and negotiate with each other. Kokopelli is not a party to any transaction between Member Companies, does not act as agent, broker or adviser for either side, and does not guarantee that a Negotiation will lead to a contract.',
            'The decision to enter into a transaction, and its terms, are the sole responsibility of the companies concerned.',
          ],
        },
        {
          title: '5. Review by financial institutions',
          paragraphs: [
            'Offers and applications are reviewed by the Participating Financial Institution concerned before they are published or proceed. The review helps keep the Service trustworthy; it is not a credit assessment, an endorsement, or a guarantee that any information is accurate or that any party will perform.',
            'A financial institution may remand or deny an Offer or an application at its own discretion.',
          ],
        },
        {
          title: '6. Offers and information you provide',
          paragraphs: [
            'The information you provide must be accurate, current and complete, and you must be entitled to disclose it. You must not register an Offer for goods or services whose sale, purchase or export is prohibited or restricted by law unless every required permit is in place.',
            'You grant Kokopelli a non-exclusive, royalty-free licence to store, display and process the content you provide, to the extent needed to operate the Service.',
          ],
        },
        {
          title: '7. Confidentiality and non-disclosure',
          paragraphs: [
            'Company names and other identifying details stay hidden from the other side until both companies agree to the non-disclosure agreement (NDA) presented in the Service. Information you obtain through a Negotiation may be used only to consider and carry out the transaction concerned and must not be disclosed to third parties without the consent of the company that disclosed it.',
            'These obligations continue after a Negotiation ends and after your use of the Service stops.',
          ],
        },
        {
          title: '8. Prohibited conduct',
          paragraphs: [
            'You must not: (a) provide false information or impersonate another person or organisation; (b) use the Service for any unlawful purpose, including fraud, money laundering, or the evasion of sanctions or export controls; (c) contact another Member Company outside the Service in order to bypass its review or NDA steps; (d) access, or try to access, information you are not permitted to see, or interfere with the operation or security of the Service; (e) copy, scrape or resell content from the Service; or (f) engage in any other conduct that Kokopelli reasonably considers inappropriate.',
          ],
        },
        {
          title: '9. Exclusion of anti-social forces',
          paragraphs: [
            'Each organisation represents that neither it nor any of its officers is, or has ties with, an organised crime group or any other anti-social force, and undertakes that this will remain so. If this proves untrue, Kokopelli may suspend or end the organisation’s use of the Service without notice.',
          ],
        },
        {
          title: '10. Fees',
          paragraphs: [
            'Any fees for the Service are set out in the agreement between your organisation and your Participating Financial Institution or Kokopelli. The costs of your own transactions, including taxes, duties and professional fees, are borne by you.',
          ],
        },
        {
          title: '11. Intellectual property',
          paragraphs: [
            'The Service and its software, design and content, other than content provided by Users, belong to Kokopelli or its licensors. Nothing in these Terms transfers those rights to you.',
          ],
        },
        {
          title: '12. Suspension and termination',
          paragraphs: [
            "Kokopelli may suspend or end a User's access, or remove content, if these Terms are breached, if a Participating Financial Institution ends its relationship with a Member Company, or where this is necessary to protect the Service or other Users.",
            'Kokopelli may also suspend all or part of the Service for maintenance, in the event of a failure, or because of events beyond its reasonable control.',
          ],
        },
        {
          title: '13. Disclaimer and limitation of liability',
          paragraphs: [
            'The Service is provided as it is. To the extent permitted by law, Kokopelli does not warrant that the Service will be uninterrupted or free of errors, or that it is fit for any particular purpose.',
            "Kokopelli is not liable for disputes or losses arising from transactions or communications between Users. Except in cases of wilful misconduct or gross negligence on Kokopelli's part, Kokopelli's liability for damage arising from use of the Service is limited to direct and ordinary damage actually incurred.",
          ],
        },
        {
          title: '14. Changes to the Service and these Terms',
          paragraphs: [
            'Kokopelli may change the Service or these Terms. We will announce material changes in the Service in advance, together with the date on which they take effect. If you continue to use the Service after that date, you accept the changes.',
          ],
        },
        {
          title: '15. Governing law and jurisdiction',
          paragraphs: [
            'These Terms are governed by the laws of Japan. The Tokyo District Court has exclusive jurisdiction in the first instance over any dispute arising from or in connection with them. If the versions of these Terms in different languages conflict, the Japanese version prevails.',
          ],
        },
        {
          title: '16. Contact',
          paragraphs: ['Please send any questions about these Terms through the inquiry form.'],
        },
      ],
    },
    privacy: {
      title: 'Privacy Policy',
      intro:
        'Kokopelli Inc. respects your privacy. This policy explains what personal information bizmatch collects, why, and the choices you have.',
      sections: [
        {
          title: '1. Who we are',
          paragraphs: [
            'Kokopelli Inc. ("Kokopelli", "we") operates bizmatch and is responsible for the personal information processed in it. We handle personal information in accordance with the Act on the Protection of Personal Information of Japan and, for users in Thailand, the Personal Data Protection Act B.E. 2562 (2019).',
          ],
        },
        {
          title: '2. Information we collect',
          paragraphs: [
            'Account information: your name, display name, user names, email address, telephone number, organisation, account type and language, which we receive from your financial institution or your organisation when your account is created.',
            'Company information: the profile of your organisation, including details of its representative and beneficial owner, as registered for the Service.',
            'Business information: offers, applications, NDA decisions, chat messages and documents that you exchange in the Service.',
            'Technical information: sign-in records, IP address, browser type, and the cookies described in section 9.',
          ],
        },
        {
          title: '3. How we use it',
          paragraphs: [
            'We use personal information to provide the Service (sign-in, matching, review by financial institutions, negotiations and notifications); to verify identity and prevent fraud, money laundering and misuse; to answer inquiries; to keep the Service secure and improve it using aggregated data; and to comply with our legal obligations.',
          ],
        },
        {
          title: '4. Who we share it with',
          paragraphs: [
            'We share personal information only with: your financial institution, which reviews your offers and negotiations; the other company in a negotiation, and only after both sides have agreed to the NDA; the coordinator assigned to that negotiation; service providers who host or support the Service under contracts that require confidentiality and security; and public authorities where the law requires it.',
            'We do not sell personal information.',
          ],
        },
        {
          title: '5. Transfers between countries',
          paragraphs: [
            'Because bizmatch connects Japan and Thailand, personal information is transferred between the two countries and may be stored on servers in either of them. We make such transfers only with the safeguards that Japanese and Thai data protection law require, such as contractual commitments from the recipients.',
          ],
        },
        {
          title: '6. How long we keep it',
          paragraphs: [
            'We keep personal information while your account is active, and afterwards for as long as it is needed for the purposes above, to keep records of transactions and reviews, or as the law requires. After that we delete it or make it anonymous.',
          ],
        },
        {
          title: '7. Security',
          paragraphs: [
            'We protect personal information with access controls based on role and organisation, encrypted connections, an audit log of every change, and regular reviews of our safeguards. Everyone who handles it is bound by a duty of confidentiality.',
          ],
        },
        {
          title: '8. Your rights',
          paragraphs: [
            'You may ask us to disclose, correct, add to, delete or stop using your personal information, or to disclose records of its provision to third parties. Where Thai law applies, you may also ask to receive it in a portable format or object to its processing.',
            'Please make requests through the inquiry form. We will verify your identity and respond without undue delay. You may also lodge a complaint with the Personal Information Protection Commission of Japan or the Personal Data Protection Committee of Thailand.',
          ],
        },
        {
          title: '9. Cookies and browser storage',
          paragraphs: [
            'bizmatch uses a session cookie to keep you signed in and to protect against forged requests; the Service cannot work without it. It also remembers your language choice in a cookie named i18n_redirected for 365 days, and your bank code in your browser’s local storage so that you are sent to the right sign-in page.',
            'We do not use advertising or tracking cookies.',
          ],
        },
        {
          title: '10. Changes to this policy',
          paragraphs: ['We may update this policy. We will announce material changes in the Service before they take effect.'],
        },
        {
          title: '11. Contact',
          paragraphs: [
            "For questions or requests about personal information, please contact Kokopelli's personal information desk through the inquiry form.",
          ],
        },
      ],
    },
  },
  error: {
    status: 'Error {{status}}',
    logo_alt: 'bizmatch logo',
    top: 'Top',
    not_found_title: 'Page not found',
    not_found_p1: 'The page you are looking for does not exist. It may have been moved or deleted.',
    not_found_p2: 'Please check the address, or go back to the top page and continue from there.',
    page_not_found: 'Page not found: {{path}}',
    title_401: 'Sign-in required',
    title_403: 'Access denied',
    apology: 'We apologise for the inconvenience.',
    feedback: 'Contact us through the feedback form',
    sign_in_again: 'Sign in again',
    retry: 'Try again',
    process_failed: '{{process}} failed',
    process: {
      startup: 'Starting bizmatch',
      session: 'Loading your account',
      page: 'Displaying this page',
      sign_in: 'Signing in',
    },
  },
  error_content_401: 'Access could not be authenticated. Please sign in again with the correct credentials.',
  error_content_403:
    'You do not have permission to access this page. Please sign in as a user who is authorised to use it.',
  error_content2:
    'An error occurred. Please try again later or check your network connection. If the problem persists, please contact us through the inquiry form.',
};
