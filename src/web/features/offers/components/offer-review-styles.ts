/** The review forms' field errors read above 4.5:1 (the shared style of every form). */
export { READABLE_ERROR } from '../../../components/form-styles.ts';
