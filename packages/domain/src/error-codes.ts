import { AnalyticsLimits } from './analytics.ts';
import { Limits } from './limits.ts';
import { MindfulLimits } from './mindful-minutes.ts';
import { PeopleSearchLimits } from './staff-people.ts';

/**
 * Every error the API can reply with: its stable code (the envelope's `code`) and its English text
 * (the envelope's `error`; the spec's words, sections 5 and 8, where the spec has them). Clients
 * translate by code (the web app: namespace `errors`, the same keys), so a text can be reworded
 * without breaking a translation. `{{name}}` marks a value the reply fills in (errorText).
 */
export const ErrorText = {
  'auth.invalid_credentials': 'These credentials do not match our records.',
  'auth.email_taken': 'This email address is already registered.',
  'auth.not_signed_in': 'You need to sign in first.',
  'auth.forbidden': 'You do not have access to this resource.',
  'auth.disabled': 'Your account has been disabled.',
  'auth.token_invalid': 'This link is invalid or has expired.',
  /** An e-mail change asks for the current password: whoever holds only a session cannot take the account. */
  'auth.current_password_required': 'Please enter your current password to change your email.',
  'auth.current_password_invalid': 'Your current password is not correct.',

  'validation.login_required': 'Oops, you need to enter your email and password!',
  'validation.forgot_required': 'Oops, you need to enter an email!',
  'validation.register_required': 'Oops, you need to complete all fields before submitting!',
  'validation.password_mismatch': 'Oops, your password confirmation must match your password!',
  'validation.reset_required': 'Oops, you need to enter a new password before submitting!',
  'validation.profile_required': 'Oops, you need to enter your name and email!',
  'validation.gift_recipient_required': 'Oops, you need to enter the recipient email!',
  'validation.terms_required': 'Please read and accept the Terms of Use and the Privacy Policy.',
  // Server-side extras where the spec gives only a maximum.
  'validation.too_long': '{{field}} must be at most {{max}} characters.',
  'validation.too_short': '{{field}} must be at least {{min}} characters.',
  'validation.reason_required': 'Please say why.',
  'validation.email_invalid': 'Please enter a valid email address.',
  'validation.password_too_short': `Your password must be at least ${Limits.passwordMin} characters long.`,
  'validation.password_too_common': 'This password is too common. Please choose another one.',
  'validation.field_required': 'Please fill in {{field}}.',
  'validation.link_invalid': '{{field}} must be a full web address, such as https://example.com/page.',

  /** Trial users: locked content, its media, and progress (which is not tracked for them). */
  'content.full_access_required': 'This content is only available to those with full access.',
  /** POST /user_assessments before every video and activity of the topic is complete. */
  'content.assessment_gate': 'You must complete all videos and activities before doing your assessment.',
  /** POST /user_assessments again on a topic less than 30 days after the previous check-in. */
  'content.check_in_too_soon': 'You checked in on this topic less than 30 days ago. You can check in again 30 days after your last check-in.',
  // The content studio (staff-content/): drafts, publish, revisions.
  /** A save, discard, publish or restore based on a version another editor has since replaced; data: the current drafts. */
  'content.edit_conflict': 'Someone else changed this since you opened it. Nothing is lost: compare their version with yours, then save again.',
  'content.parent_not_found': 'The topic or segment this item belongs in does not exist.',
  'content.resource_not_found': 'One of the attached resources does not exist.',
  'content.resource_twice': 'A resource is attached only once.',
  'content.change_twice': 'The same draft is listed twice.',
  'content.nothing_to_publish': 'There is no draft to publish here.',
  // The studio's uploads (staff-media/): what the check of a file by its content refuses.
  'media.kind_unknown': 'Say what the file is for: a video, audio, captions, a transcript, an image or a file.',
  /** A tus creation without Upload-Length (a deferred length): every client of ours sends it. */
  'media.length_required': 'The upload did not say how large the file is. Try again, or use another browser.',
  'media.too_large': 'This file is too large for this field. Choose a smaller file.',
  'media.empty': 'This file is empty.',
  'media.not_video': 'This file is not an MP4 video. Export it as MP4 (H.264 video, AAC sound) and upload it again.',
  'media.video_codec': 'This video is in a format that not every browser can play. Export it as MP4 with H.264 video and AAC sound.',
  'media.not_audio': 'This file is not an MP3 recording. Export it as MP3 and upload it again.',
  'media.corrupt': 'This file could not be read: it may be damaged or incomplete. Export it again and upload the new file.',
  'media.captions_invalid': 'These captions are not WebVTT. The file must start with WEBVTT and give every caption a start and end time (00:00:01.000 --> 00:00:04.000).',
  'media.transcript_invalid': 'This transcript is not plain text. Save it as a .txt file in UTF-8 and upload it again.',
  'media.not_image': 'This file is not a picture. Upload a JPEG, PNG or WebP image.',
  'media.image_too_small': 'This picture is too small for a banner: it must be at least 1440 pixels wide.',
  'media.not_pdf': 'Files for download are PDF documents. Save this one as a PDF and upload it again.',
  // Media attached to an item in the studio (decision 039): keys of files the server recorded, durations from the files.
  'media.key_unknown': '{{field}}: this file is not one uploaded here. Upload it again.',
  'media.kind_wrong': '{{field}} does not take this kind of file. Upload the kind this field asks for.',
  'media.duration_from_file': '{{field}}: durations are read from the file, never typed. Send the file only.',

  // Content bundles (content-bundles/): a program or a topic exported from one server, imported into another.
  'content.bundle_unreadable': 'This file is not a content bundle (a zip with a manifest.json).',
  'content.bundle_version': 'This bundle is format version {{version}}; this server reads version {{supported}} only.',
  'content.bundle_too_large': 'This bundle is too large: {{what}} (at most {{max}}).',
  'content.bundle_unsafe_path': 'This bundle holds a file outside its folders: {{name}}.',
  'content.bundle_invalid': 'This bundle is not valid at {{path}}: {{problem}}',
  'content.bundle_media_missing': 'This bundle names a media file it does not hold: {{key}}.',
  'content.bundle_media_corrupt': 'A media file of this bundle does not match its hash: {{key}}.',
  /** Every file a bundle carries is checked by its content as an upload is; `problem` is the upload check's text. */
  'content.bundle_media_refused': 'The file {{key}} of this bundle was refused: {{problem}}',
  'content.bundle_unknown_parent': 'This bundle links {{uid}}, which is neither in the bundle nor on this server.',
  'content.bundle_changed': 'The bundle is not the one that was previewed. Preview it again.',
  /** An import previewed on content that has changed since: the preview no longer says what it would do. */
  'content.bundle_stale': 'The content changed since this preview. Preview the bundle again.',
  /** An apply naming an upload this server does not keep (expired, applied already, or another's). */
  'content.bundle_upload_unknown': 'This preview has expired. Choose the bundle and preview it again.',
  /** The kept previews fill their folder's cap (bundle-uploads.ts): a new one waits for some to be applied or expire. */
  'content.bundle_uploads_full': 'The server holds as many bundle previews as it can ({{max}}). Apply or discard a preview, or try again later.',

  /** A journal save based on a version that another tab or device has since replaced. */
  'journal.conflict': 'This entry was changed somewhere else since you opened it.',

  // Codes (an institution's or a gift card's) and the age survey of an institution's members.
  'code.invalid': 'That code did not work. Check it and try again.',
  'code.inactive': 'This code is no longer active.',
  'code.used_up': 'This code has already been used as many times as it allows.',
  'code.not_your_institution': 'That code does not belong to your institution.',
  'code.expired': 'This code has reached its end date and can no longer be used.',
  'age_survey.not_linked': 'The age survey is only for people linked to an institution.',
  'age_survey.already_answered': 'You have already answered the age survey.',

  'gift_card.already_redeemed': 'This gift card has already been redeemed.',
  'gift_card.already_sent': 'This gift card has already been sent.',
  'gift_card.not_sent': 'This gift card has not been sent.',
  'gift_card.own': 'You cannot redeem a gift card you bought.',
  'gift_card.to_self': 'You cannot send a gift card to yourself.',
  'gift_card.email_unverified': 'Please verify your email address before redeeming this gift card.',
  'gift_card.redeem_target': 'Send either gift_card_id or code.',
  /** Its purchase was refunded by the store before the card was redeemed. */
  'gift_card.refunded': 'This gift card was refunded and can no longer be used.',

  'purchase.already_full_access': 'You already have full access.',
  'purchase.already_recorded': 'This purchase has already been recorded.',
  'purchase.not_verified': 'The purchase could not be verified.',
  'purchase.incomplete': 'The purchase is pending or was cancelled.',
  'purchase.product_mismatch': 'The purchase does not match the product.',
  'purchase.store_not_configured': 'In-app purchases are not configured for this store.',
  'purchase.store_unavailable': 'The store could not be reached. Please try again shortly.',
  'purchase.sandbox_refused': 'The sandbox store exists only in local development.',
  /** A store notification whose signature (App Store) or push token (Google Play) is not the store's. */
  'purchase.notification_not_verified': 'The notification could not be verified as coming from the store.',

  // The staff area (/studio): roles and the rules every staff action shares.
  'staff.person_not_found': 'No one has an account with this address.',
  'staff.role_held': 'This person already holds this role.',
  'staff.role_not_held': 'This person does not hold this role.',
  'staff.institution_required': 'Choose the institution this person will manage.',
  'staff.institution_not_found': 'This institution does not exist.',
  'staff.own_admin_role': 'You cannot take the admin role from yourself.',
  // Staff actions on a member (support and admin).
  'staff.subject_is_admin': "Only an admin can act on an admin's account.",
  'staff.own_account': 'You cannot do this to your own account.',
  'staff.already_disabled': 'This account is already disabled.',
  'staff.not_disabled': 'This account is not disabled.',
  'staff.already_full_access': 'This member already has full access.',
  'staff.no_full_access': 'This member has no full access to take back.',
  'staff.already_verified': "This member's e-mail address is already verified.",

  // The admin's institutions screens (staff-institutions/).
  'institution.name_required': 'Please enter a name.',
  'institution.seats_invalid': 'Seats must be a whole number from 1 to {{max}}.',
  'institution.end_invalid': 'Choose an end date after today and at most five years ahead.',
  'institution.already_manager': 'This person already manages this institution.',
  'institution.code_active': 'This code is already active.',
  'institution.code_ended': 'This code has passed its end date, so it cannot work again. Generate a new code instead.',
  'institution.inactive': 'This institution is deactivated. Reactivate the institution before its codes.',
  'institution.not_manager': 'This person does not manage this institution.',
  'institution.invite_not_open': 'This invitation is no longer open: it was cancelled or taken up.',

  'data_export.in_progress': 'Your data is already being prepared.',
  /** Reminders (reminders/): the schedule a member chose, and the signed link that turns them off. */
  'reminders.days_required': 'Choose at least one day for your reminders.',
  'reminders.time_invalid': 'Choose a time of day, such as 08:30.',
  'reminders.time_zone_invalid': 'This time zone is not one we know. Choose a place from the list.',
  'reminders.link_invalid': 'This link is not valid. Sign in to change your reminders from your account.',
  'reminders.link_expired': 'This link is too old to use. Sign in to change your reminders from your account.',

  // Staff: finding a member (staff-people/).
  'people.query_too_short': `Type at least ${PeopleSearchLimits.queryMin} characters to search.`,
  'people.query_too_long': `A search is at most ${PeopleSearchLimits.queryMax} characters.`,
  'people.cursor_invalid': 'This page of results is no longer valid. Search again.',

  'analytics.batch_too_large': `Too many events in one batch (at most ${AnalyticsLimits.maxBatchEvents}).`,
  'analytics.date_range': `The date range must run forwards and span at most ${AnalyticsLimits.dailyRangeMaxDays} days.`,
  'analytics.contains_email': 'must not contain an e-mail address',
  'analytics.time_zone_invalid': 'The time zone must be an IANA name such as Europe/Paris.',

  // Mindful minutes: the players' reports of what was played, and the week they are summed in.
  'minutes.interval_backwards': 'A played stretch must not end before it starts.',
  'minutes.too_many_intervals': `A play holds at most ${MindfulLimits.maxIntervalsPerPlay} played stretches.`,
  'minutes.not_a_recording': 'This item has no recording to play.',
  'minutes.play_media_mismatch': 'This play was reported for another recording.',
  'minutes.time_zone_invalid': 'The time zone must be an IANA name such as Europe/Paris.',

  // Requests no form of ours sends: `path` is where in the body (or query) the problem is.
  'request.invalid_input': '{{path}}: Invalid input',
  'request.invalid_value': '{{path}}: {{problem}}',
  'request.invalid_characters': '{{path}}: Invalid characters',
  'request.unrecognized_key': '{{path}}: Unrecognized key',
  'request.unrecognized_keys': '{{path}}: Unrecognized key: {{keys}}',
  'request.field_required': '{{path}}: required',
  'request.whole_number': '{{path}}: must be a whole number',
  'request.malformed_json': 'The request body is not valid JSON.',
  'request.body_too_large': 'The request body is too large.',
  'request.nested_too_deep': 'The request body is nested too deeply.',
  'request.unsupported_media_type': 'Unsupported content type.',
  'request.bad_url': 'The address is not valid.',
  'request.url_too_long': 'The address is too long.',
  'request.missing_client_info': 'Missing X-Client-Info header.',
  'request.not_found': 'Not found.',
  'request.too_many': 'Too many attempts. Please wait a moment and try again.',
  /** Any other refusal of the HTTP framework's own; `problem` is its wording. */
  'request.refused': '{{problem}}',

  'server.internal': 'Something went wrong on our side. Please try again.',
  'server.unavailable': 'The service is temporarily unavailable. Please try again shortly.',
  'server.unhealthy': 'The service is not healthy.',
} as const;

export type TErrorCode = keyof typeof ErrorText;

/** The names of a text's `{{...}}` values. */
type TPlaceholders<S extends string> = S extends `${string}{{${infer Name}}}${infer Rest}` ? Name | TPlaceholders<Rest> : never;

/** The fields a `{{field}}` names: their labels as the English texts say them. */
export const FieldLabel = {
  name: 'Name',
  email: 'Email',
  password: 'Password',
  current_password: 'Current password',
  password_confirmation: 'Password confirmation',
  institution_code: 'Institution code',
  code: 'Code',
  recipient_email: 'Recipient email',
  display_from: 'From',
  message: 'Message',
  answer: 'Answer',
  entry: 'Journal entry',
  signed_transaction: 'signed_transaction',
  purchase_token: 'purchase_token',
  transaction_id: 'transaction_id',
  reason: 'Reason',
  search: 'Search',
  name_en: 'Name (English)',
  name_fr: 'Name (French)',
  name_es: 'Name (Spanish)',
  title: 'Title',
  subtitle: 'Subtitle',
  body: 'Text',
  assessment_intro: 'Assessment introduction',
  quantitative_assessment_question: 'Rating question',
  qualitative_assessment_question_one: 'First written question',
  qualitative_assessment_question_two: 'Second written question',
  external_link: 'Link',
  vimeo_link: 'Vimeo link',
  note: 'Note',
  image_key: 'Banner picture',
  media_key: 'Video',
  captions_key: 'Captions',
  female_audio_key: 'Female voice',
  male_audio_key: 'Male voice',
  transcript_key: 'Transcript',
  file_key: 'File',
  file_name: 'File name',
} as const;
export type TFieldKey = keyof typeof FieldLabel;

/** The values of a code's text, or none. `field` is a field's key, shown by its label. */
type TErrorParams<C extends TErrorCode> = {
  [Name in TPlaceholders<(typeof ErrorText)[C]>]: Name extends 'field' ? TFieldKey : string | number;
};

/** The arguments after a code: its values when its text has any, nothing otherwise. */
export type TErrorArgs<C extends TErrorCode> = [TPlaceholders<(typeof ErrorText)[C]>] extends [never] ? [] : [params: TErrorParams<C>];

/** The codes whose text has no values. */
export type TPlainErrorCode = { [C in TErrorCode]: TErrorArgs<C> extends [] ? C : never }[TErrorCode];

/** Any code with its values, as a reply or a schema issue carries them. */
export type TErrorValues = Record<string, string | number>;

export function isErrorCode(value: unknown): value is TErrorCode {
  return typeof value === 'string' && Object.hasOwn(ErrorText, value);
}

/** A code's English text with its values filled in (a field by its label). */
export function errorText<C extends TErrorCode>(code: C, ...[params]: TErrorArgs<C>): string {
  return fillErrorText(code, params);
}

/** errorText for a code and values that arrived untyped (a reply, a schema issue). */
export function fillErrorText(code: TErrorCode, params: TErrorValues = {}): string {
  return ErrorText[code].replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) return '';
    return name === 'field' && Object.hasOwn(FieldLabel, value) ? FieldLabel[value as TFieldKey] : String(value);
  });
}

// The shared zod schemas report a problem by code (their issue message is `code` or
// `code?name=value&...`), so that the server replies with the catalogue's text and code, and the
// screens translate the same code: no text is ever matched back to its meaning.

/** The message a shared schema gives a zod issue. */
export function issueMessage<C extends TErrorCode>(code: C, ...[params]: TErrorArgs<C>): string {
  if (!params) return code;
  const values = new URLSearchParams(Object.entries(params).map(([name, value]) => [name, String(value)]));
  return `${code}?${values.toString()}`;
}

/** The code and values of a shared schema's issue message, or null for any other message. */
export function readIssueMessage(message: string): { code: TErrorCode; params: TErrorValues } | null {
  const [code, query] = splitOnce(message, '?');
  if (!isErrorCode(code)) return null;
  return { code, params: Object.fromEntries(new URLSearchParams(query)) };
}

/** The English text of a shared schema's issue message; any other message as it is. */
export function issueText(message: string): string {
  const reported = readIssueMessage(message);
  return reported ? fillErrorText(reported.code, reported.params) : message;
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at === -1 ? [text, ''] : [text.slice(0, at), text.slice(at + 1)];
}
