import {
  ActivityType,
  AgeGroup,
  AgeSurveyStatus,
  AnalyticsEvent,
  CodeDeliveryState,
  ResourceCategory,
  ScreenName,
  SelectContentType,
  TutorialOfferStatus,
  ageSurveyOfferedStatus,
  tutorialOfferedStatus,
  type TLanguage,
  type TScreenName,
  type TSelectContentType,
} from '@innerway/domain';
import { seededRandom, type TSeededRandom } from './seeded-random.ts';

/*
 * The demo population of `local` (seed.ts): a few hundred made-up members who signed up over the
 * last 90 days, with the access, progress, check-ins, plays and analytics events such members
 * leave, so that the staff area's lists, charts and the partner portal have something to show.
 * A pure function of the program, the seed and `now`: the same everywhere. Members write no free
 * text (check-in answers are empty, gift cards carry no message).
 */

const DAY = 86_400_000;
const MINUTE = 60_000;
export const DemoPopulationDays = 90;
const DemoPopulationSize = 360;
/** Every member's address is at this domain, which nobody registers with. */
export const DemoPopulationDomain = 'example.org';

export const DEMO_SECOND_INSTITUTION = {
  name: 'Lakeshore Health Cooperative',
  nameFr: 'Coopérative de santé Lakeshore',
  nameEs: 'Cooperativa de Salud Lakeshore',
  activeCode: 'LAKESH26',
} as const;

/**
 * The codes members joined with: the demo institution's (seed.ts's DEMO_INSTITUTION, whose
 * KW2LP84N is there already) and the second's, a pilot code used up and closed, then its own.
 */
const institutionCodes = [
  { code: 'KW2LP84N', institution: 'demo', isActive: true, maxRedemptions: null },
  { code: 'MGSTAFF1', institution: 'demo', isActive: true, maxRedemptions: 60 },
  { code: 'LAKEPILT', institution: 'second', isActive: false, maxRedemptions: 25 },
  { code: DEMO_SECOND_INSTITUTION.activeCode, institution: 'second', isActive: true, maxRedemptions: 150 },
] as const;

// --- what the plan reads of the program -----------------------------------------------------

interface TDemoItem {
  kind: 'step' | 'exercise';
  id: number;
  activityType: number | null;
  /** A video's length, a meditation's recording (female, male), in seconds; 0 without media. */
  seconds: number;
  maleSeconds: number;
}

export interface TDemoTopic {
  id: number;
  titles: Record<TLanguage, string>;
  /** Published steps and activities, in the order the topic lists them. */
  items: TDemoItem[];
}

export interface TDemoProgram {
  topics: TDemoTopic[];
  resources: { id: number; category: number }[];
}

// --- what it makes ----------------------------------------------------------------------------

type Iso = string;

export interface TDemoPopulationPlan {
  /** When each institution began (the demo institution is older than its first members). */
  institutions: { demo: { createdAt: Iso }; second: { name: string; nameFr: string; nameEs: string; createdAt: Iso } };
  codes: { code: string; institution: 'demo' | 'second'; isActive: boolean; maxRedemptions: number | null; redemptions: number; createdAt: Iso }[];
  users: {
    email: string;
    name: string;
    is_email_verified: boolean;
    is_disabled: boolean;
    institution: 'demo' | 'second' | null;
    is_trial_mode: boolean;
    marketing_opt_in: boolean;
    preferred_language: TLanguage;
    age_survey_status: string;
    tutorial_offer_status: string;
    created_at: Iso;
    updated_at: Iso;
    /** Their last visit: what support reads as last seen, kept when their sessions end. */
    last_seen_at: Iso;
  }[];
  giftCards: {
    code: string;
    purchaser: string;
    delivery_state: number;
    recipient_email: string | null;
    display_from: string | null;
    redeemed_by: string | null;
    redeemed_at: Iso | null;
    sent_at: Iso | null;
    created_at: Iso;
  }[];
  purchases: { transaction_id: string; buyer: string; product_id: 'full_access' | 'gift_card'; gift_code: string | null; created_at: Iso }[];
  accessEvents: {
    email: string;
    kind: string;
    code: string | null;
    transaction_id: string | null;
    institution: 'demo' | 'second' | null;
    details: Record<string, string>;
    at: Iso;
  }[];
  sessions: { id: string; email: string; token_hash: string; created_at: Iso; last_seen_at: Iso; expires_at: Iso; user_agent: string }[];
  stepProgress: { email: string; step_id: number; percent: number; time_seconds: number; updated_at: Iso }[];
  exerciseProgress: { email: string; exercise_id: number; percent: number; updated_at: Iso }[];
  assessments: { email: string; module_id: number; quantitative_answer: number; created_at: Iso }[];
  assessmentViews: { email: string; module_id: number; viewed_at: Iso }[];
  ageSurveys: { email: string; response: number; code: string; created_at: Iso }[];
  mediaPlays: {
    email: string;
    play_id: string;
    media: 'video' | 'meditation';
    content_id: number;
    voice: 'female' | 'male' | null;
    intervals: [number, number][];
    counted_seconds: number;
    first_reported_at: Iso;
    last_reported_at: Iso;
  }[];
  events: { email: string | null; name: string; params: Record<string, string>; created_at: Iso }[];
}

// --- names, devices and screen titles -----------------------------------------------------------

const firstNames: Record<TLanguage, readonly string[]> = {
  en: ['Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Ethan', 'Sophie', 'Lucas', 'Grace', 'Owen', 'Chloe', 'Jack', 'Maya', 'Ryan', 'Hannah', 'Leo', 'Zoe', 'Nathan', 'Ella', 'Caleb', 'Priya', 'Daniel', 'Amara', 'Kenji'],
  fr: ['Camille', 'Louis', 'Léa', 'Gabriel', 'Chloé', 'Hugo', 'Manon', 'Jules', 'Inès', 'Arthur', 'Juliette', 'Théo', 'Élodie', 'Mathis', 'Margaux', 'Raphaël', 'Zoé', 'Antoine'],
  es: ['Lucía', 'Mateo', 'Sofía', 'Diego', 'Valentina', 'Santiago', 'Martina', 'Javier', 'Isabel', 'Pablo', 'Carmen', 'Andrés', 'Elena', 'Tomás', 'Paula', 'Adrián'],
};
const lastNames: Record<TLanguage, readonly string[]> = {
  en: ['Smith', 'Johnson', 'Brown', 'Taylor', 'Wilson', 'Clarke', 'Walker', 'Patel', 'Nguyen', 'Murphy', "O'Brien", 'Campbell', 'Reid', 'Hughes', 'Bennett', 'Foster', 'Singh', 'Chen', 'Kim', 'Edwards'],
  fr: ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon', 'Laurent', 'Lefèvre', 'Michel', 'Garnier', 'Tremblay', 'Gagnon', 'Bouchard'],
  es: ['García', 'Rodríguez', 'Martínez', 'López', 'González', 'Hernández', 'Pérez', 'Sánchez', 'Ramírez', 'Torres', 'Flores', 'Rivera', 'Gómez', 'Díaz', 'Morales', 'Ortiz'],
};

const userAgents = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.6 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 15; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:144.0) Gecko/20100101 Firefox/144.0',
  'Mozilla/5.0 (Linux; Android 14; SM-S918B; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/141.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (iPad; CPU OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
] as const;

/** The screens' own titles (the web app's locale files), for the page_title a screen_view carries. */
const screenTitles: Partial<Record<TScreenName, Record<TLanguage, string>>> = {
  [ScreenName.Dashboard]: { en: 'Dashboard', fr: 'Tableau de bord', es: 'Panel' },
  [ScreenName.Library]: { en: 'Library', fr: 'Bibliothèque', es: 'Biblioteca' },
  [ScreenName.Resources]: { en: 'Resources', fr: 'Ressources', es: 'Recursos' },
  [ScreenName.Progress]: { en: 'Progress', fr: 'Progression', es: 'Progreso' },
  [ScreenName.UserAccount]: { en: 'User Account', fr: 'Mon compte', es: 'Mi cuenta' },
  [ScreenName.Journal]: { en: 'My journal', fr: 'Mon journal', es: 'Mi diario' },
  [ScreenName.Login]: { en: 'Sign In', fr: 'Connexion', es: 'Iniciar sesión' },
  [ScreenName.Registration]: { en: 'Registration', fr: 'Inscription', es: 'Registro' },
  [ScreenName.EmailVerification]: { en: 'Email Verification', fr: 'Vérification de l’e-mail', es: 'Verificación del correo' },
  [ScreenName.DisabledNotice]: { en: 'Account Disabled', fr: 'Compte désactivé', es: 'Cuenta desactivada' },
};
const screenClasses: Partial<Record<TScreenName, string>> = {
  [ScreenName.Dashboard]: 'DashboardRoute',
  [ScreenName.Library]: 'LibraryRoute',
  [ScreenName.Resources]: 'ResourcesRoute',
  [ScreenName.Progress]: 'ProgressRoute',
  [ScreenName.UserAccount]: 'AccountRoute',
  [ScreenName.Journal]: 'JournalRoute',
  [ScreenName.TopicOverview]: 'TopicOverviewRoute',
  [ScreenName.TopicDetail]: 'TopicDetailRoute',
  [ScreenName.Login]: 'LoginRoute',
  [ScreenName.Registration]: 'RegisterRoute',
  [ScreenName.EmailVerification]: 'VerifyEmailRoute',
  [ScreenName.DisabledNotice]: 'DisabledRoute',
};

const resourceContentTypes: Record<number, TSelectContentType> = {
  [ResourceCategory.SongRecommendation]: SelectContentType.Song,
  [ResourceCategory.BookRecommendation]: SelectContentType.Book,
  [ResourceCategory.MovieRecommendation]: SelectContentType.Movie,
  [ResourceCategory.AudioFile]: SelectContentType.Audio,
  [ResourceCategory.FileDownload]: SelectContentType.Download,
};
const activityContentTypes: Record<number, TSelectContentType> = {
  [ActivityType.Activity]: SelectContentType.Activity,
  [ActivityType.Meditation]: SelectContentType.Meditation,
  [ActivityType.Journaling]: SelectContentType.Journaling,
};

// Fewer people sign up and come back at the weekend (getUTCDay: 0 is Sunday).
const weekdayRhythm = [0.55, 1.2, 1.15, 1.1, 1.0, 0.85, 0.5];
const hourWeights = [7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22].map(
  (hour) => [hour, hour >= 19 ? 1.6 : hour <= 8 ? 0.8 : hour === 12 || hour === 13 ? 1.3 : 1] as const,
);

const ascii = (text: string) => text.normalize('NFD').replace(/[^A-Za-z]/g, '').toLowerCase();

function uuid(random: TSeededRandom): string {
  const hex = Array.from({ length: 32 }, () => random.int(0, 15).toString(16));
  hex[12] = '4';
  hex[16] = (8 + random.int(0, 3)).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

function giftCode(random: TSeededRandom): string {
  // Codes of the form the app makes (generate-code.ts): no I, O, 0 or 1.
  return Array.from({ length: 8 }, () => random.pick([...'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'])).join('');
}

type TEngagement = 'dormant' | 'light' | 'regular' | 'devoted';
const engagementVisits: Record<TEngagement, { chance: number; activeDays: [number, number] }> = {
  dormant: { chance: 0, activeDays: [0, 0] },
  light: { chance: 0.25, activeDays: [5, 25] },
  regular: { chance: 0.4, activeDays: [20, 70] },
  devoted: { chance: 0.6, activeDays: [45, 90] },
};

/** The plan of the demo population, from the program as the database holds it. */
export function planDemoPopulation(program: TDemoProgram, now: Date, { seed = 20_260_101, productName = 'Innerway' } = {}): TDemoPopulationPlan {
  const random = seededRandom(seed);
  const nowMs = now.getTime();
  // What a visit records runs on for a while after it starts: none starts later than this.
  const latest = nowMs - 3 * 60 * MINUTE;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const firstDay = today - (DemoPopulationDays - 1) * DAY;
  // The second institution starts 60 days ago, with a pilot code for its first month.
  const secondLaunch = firstDay + 30 * DAY;
  const iso = (ms: number) => new Date(ms).toISOString();
  const atHour = (dayStart: number) => dayStart + random.weighted(hourWeights) * 60 * MINUTE + random.int(0, 59) * MINUTE;
  const pageTitle = (title: string) => `${productName} - ${title} [local]`;

  const plan: TDemoPopulationPlan = {
    institutions: {
      demo: { createdAt: iso(firstDay - 30 * DAY) },
      second: {
        name: DEMO_SECOND_INSTITUTION.name,
        nameFr: DEMO_SECOND_INSTITUTION.nameFr,
        nameEs: DEMO_SECOND_INSTITUTION.nameEs,
        createdAt: iso(secondLaunch - 7 * DAY),
      },
    },
    codes: institutionCodes.map((code) => ({ ...code, redemptions: 0, createdAt: iso(code.institution === 'demo' ? firstDay - 30 * DAY : secondLaunch - 7 * DAY) })),
    users: [],
    giftCards: [],
    purchases: [],
    accessEvents: [],
    sessions: [],
    stepProgress: [],
    exerciseProgress: [],
    assessments: [],
    assessmentViews: [],
    ageSurveys: [],
    mediaPlays: [],
    events: [],
  };
  const seats = new Map(plan.codes.map((code) => [code.code, code]));
  /** When each buyer bought a gift card: they opened the account's gift cards to do it. */
  const giftPurchases = new Map<string, number[]>();
  let purchaseCount = 0;
  const nextTransaction = () => `demo-${String((purchaseCount += 1)).padStart(5, '0')}`;

  const signupDays = Array.from({ length: DemoPopulationDays }, (_, index) => firstDay + index * DAY);
  const signupWeight = (dayStart: number, index: number) => (0.6 + (0.8 * index) / DemoPopulationDays) * weekdayRhythm[new Date(dayStart).getUTCDay()]!;

  interface TMember {
    email: string;
    name: string;
    language: TLanguage;
    signup: number;
    verified: boolean;
    disabled: boolean;
    institution: 'demo' | 'second' | null;
    code: string | null;
    /** When full access began, or null for a trial member. */
    fullFrom: number | null;
    visits: number[];
  }
  const members: TMember[] = [];

  for (let n = 1; n <= DemoPopulationSize; n += 1) {
    const institution = random.weighted([['demo', 0.3], ['second', 0.22], [null, 0.48]] as const);
    const language: TLanguage =
      institution === 'second'
        ? random.weighted([['fr', 0.55], ['en', 0.35], ['es', 0.1]] as const)
        : random.weighted([['en', 0.62], ['fr', 0.22], ['es', 0.16]] as const);
    const earliest = institution === 'second' ? 30 : 0;
    const dayIndex = random.weighted(signupDays.slice(earliest).map((dayStart, i) => [earliest + i, signupWeight(dayStart, earliest + i) * (institution === 'second' && i < 7 ? 2.5 : 1)] as const));
    let signup = atHour(signupDays[dayIndex]!);
    if (signup > latest) signup = latest - random.int(0, 300) * MINUTE;

    const first = random.pick(firstNames[language]);
    const last = random.pick(lastNames[language]);
    const email = `${ascii(first)}.${ascii(last)}.${n}@${DemoPopulationDomain}`;
    // Those who signed up lately are likelier not to have opened the mail yet.
    const verified = random.chance(nowMs - signup < 7 * DAY ? 0.6 : 0.92);
    const member: TMember = { email, name: `${first} ${last}`, language, signup, verified, disabled: false, institution, code: null, fullFrom: null, visits: [] };

    if (institution) {
      let code: string = institution === 'demo' ? random.weighted([['KW2LP84N', 0.75], ['MGSTAFF1', 0.25]] as const) : signup < secondLaunch + 30 * DAY ? 'LAKEPILT' : 'LAKESH26';
      const seat = seats.get(code)!;
      if (seat.maxRedemptions !== null && seat.redemptions >= seat.maxRedemptions) code = institution === 'demo' ? 'KW2LP84N' : 'LAKESH26';
      seats.get(code)!.redemptions += 1;
      member.code = code;
      // Most enter the code when they register; some a few days later, in the subscribe prompt.
      const later = random.chance(0.2);
      member.fullFrom = later ? Math.min(latest, signup + random.int(1, 6) * DAY) : signup;
      plan.accessEvents.push({ email, kind: 'institution_code_redeemed', code, transaction_id: null, institution, details: { via: later ? 'prompt' : 'registration' }, at: iso(member.fullFrom) });
    } else if (verified) {
      const source = random.weighted([['trial', 0.5], ['purchase', 0.28], ['gift', 0.22]] as const);
      if (source !== 'trial') member.fullFrom = Math.min(latest, signup + (random.chance(0.4) ? 0 : random.int(1, 20) * DAY) + random.int(5, 90) * MINUTE);
      if (source === 'purchase') {
        const transactionId = nextTransaction();
        plan.purchases.push({ transaction_id: transactionId, buyer: email, product_id: 'full_access', gift_code: null, created_at: iso(member.fullFrom!) });
        plan.accessEvents.push({ email, kind: 'full_access_purchased', code: null, transaction_id: transactionId, institution: null, details: { store: 'sandbox' }, at: iso(member.fullFrom!) });
      }
      // Gift redeemers get their card below, once every buyer is known.
      if (source === 'gift') member.code = 'gift';
    }
    members.push(member);
  }

  // --- gift cards: bought by members, redeemed by others or waiting in each state ---------------
  const buyers = members.filter((member) => member.verified);
  const buyerBefore = (at: number, not: TMember | null) => {
    const candidates = buyers.filter((buyer) => buyer.signup < at - DAY && buyer !== not);
    return candidates.length ? random.pick(candidates) : null;
  };
  const buyGiftCard = (buyer: TMember, boughtAt: number) => {
    const code = giftCode(random);
    const transactionId = nextTransaction();
    plan.purchases.push({ transaction_id: transactionId, buyer: buyer.email, product_id: 'gift_card', gift_code: code, created_at: iso(boughtAt) });
    plan.accessEvents.push({ email: buyer.email, kind: 'gift_card_purchased', code, transaction_id: transactionId, institution: null, details: { store: 'sandbox' }, at: iso(boughtAt) });
    const card = { code, purchaser: buyer.email, delivery_state: CodeDeliveryState.Unsent as number, recipient_email: null as string | null, display_from: null as string | null, redeemed_by: null as string | null, redeemed_at: null as Iso | null, sent_at: null as Iso | null, created_at: iso(boughtAt) };
    plan.giftCards.push(card);
    giftPurchases.set(buyer.email, [...(giftPurchases.get(buyer.email) ?? []), boughtAt]);
    return card;
  };
  const send = (card: TDemoPopulationPlan['giftCards'][number], buyer: TMember, to: string, at: number) => {
    Object.assign(card, { delivery_state: CodeDeliveryState.Sent, recipient_email: to, display_from: buyer.name, sent_at: iso(at) });
    plan.accessEvents.push({ email: buyer.email, kind: 'gift_card_sent', code: card.code, transaction_id: null, institution: null, details: { recipient_email: to }, at: iso(at) });
  };

  for (const member of members.filter((m) => m.code === 'gift')) {
    member.code = null;
    const buyer = buyerBefore(member.fullFrom!, member);
    if (!buyer) {
      member.fullFrom = null;
      continue;
    }
    const via = member.fullFrom === member.signup ? 'registration' : random.weighted([['recipient', 0.6], ['prompt', 0.4]] as const);
    const sentAt = Math.max(buyer.signup + DAY / 2, member.fullFrom! - random.int(2, 72) * 60 * MINUTE);
    const card = buyGiftCard(buyer, sentAt - random.int(5, 240) * MINUTE);
    send(card, buyer, member.email, sentAt);
    Object.assign(card, { delivery_state: CodeDeliveryState.Redeemed, redeemed_by: member.email, redeemed_at: iso(member.fullFrom!) });
    plan.accessEvents.push({ email: member.email, kind: 'gift_card_redeemed', code: card.code, transaction_id: null, institution: null, details: { via }, at: iso(member.fullFrom!) });
  }
  for (let n = 1; n <= 24; n += 1) {
    const boughtAt = nowMs - random.int(1, 80) * DAY - random.int(0, 600) * MINUTE;
    const buyer = buyerBefore(boughtAt, null);
    if (!buyer) continue;
    const card = buyGiftCard(buyer, boughtAt);
    const state = random.weighted([['unsent', 0.45], ['sent', 0.35], ['rescinded', 0.2]] as const);
    if (state === 'unsent') continue;
    const sentAt = Math.min(nowMs - MINUTE, boughtAt + random.int(10, 2880) * MINUTE);
    send(card, buyer, `friend.${n}@example.net`, sentAt);
    if (state === 'rescinded') {
      // Taken back: unsent again, under a new code (rescind-gift-card.ts); the sender's name stays.
      const rescindedAt = Math.min(nowMs - MINUTE, sentAt + random.int(30, 4320) * MINUTE);
      plan.accessEvents.push({ email: buyer.email, kind: 'gift_card_rescinded', code: card.code, transaction_id: null, institution: null, details: { recipient_email: card.recipient_email! }, at: iso(rescindedAt) });
      const renewed = giftCode(random);
      for (const row of plan.accessEvents) if (row.code === card.code) row.code = renewed;
      for (const row of plan.purchases) if (row.gift_code === card.code) row.gift_code = renewed;
      Object.assign(card, { delivery_state: CodeDeliveryState.Unsent, recipient_email: null, sent_at: null, code: renewed });
    }
  }

  // --- visits, progress and what each visit records ------------------------------------------------
  const topics = program.topics.filter((topic) => topic.items.length > 0);
  const meditations = topics.flatMap((topic) => topic.items.filter((item) => item.activityType === ActivityType.Meditation));
  const activities = topics.flatMap((topic) => topic.items.filter((item) => item.kind === 'exercise'));

  for (const member of members) {
    const { email, language } = member;
    const screen = (at: number, screenName: TScreenName, title?: string, anonymous = false) =>
      plan.events.push({
        email: anonymous ? null : email,
        name: AnalyticsEvent.ScreenView,
        params: { screen_name: screenName, screen_class: screenClasses[screenName]!, page_title: pageTitle(title ?? screenTitles[screenName]![language]) },
        created_at: iso(at),
      });
    const event = (at: number, name: string, params: Record<string, string> = {}) => plan.events.push({ email, name, params, created_at: iso(at) });
    const select = (at: number, contentType: TSelectContentType, itemId?: number) =>
      event(at, AnalyticsEvent.SelectContent, itemId === undefined ? { content_type: contentType } : { content_type: contentType, item_id: String(itemId) });

    const engagement: TEngagement = member.verified ? random.weighted([['dormant', 0.14], ['light', 0.36], ['regular', 0.35], ['devoted', 0.15]] as const) : 'dormant';
    const { chance, activeDays } = engagementVisits[engagement];
    const activeUntil = Math.min(latest, member.signup + random.int(activeDays[0], activeDays[1]) * DAY);
    member.visits = [member.signup];
    for (let day = Math.floor(member.signup / DAY) * DAY + DAY; day <= activeUntil; day += DAY) {
      if (!random.chance(chance * weekdayRhythm[new Date(day).getUTCDay()]!)) continue;
      const at = atHour(day);
      if (at < activeUntil && at > member.visits.at(-1)! + 2 * 60 * MINUTE) member.visits.push(at);
    }
    // Full access bought or redeemed later than sign-up starts a visit of its own.
    if (member.fullFrom !== null && member.fullFrom > member.signup && !member.visits.includes(member.fullFrom)) {
      member.visits.push(member.fullFrom);
      member.visits.sort((a, b) => a - b);
    }
    member.disabled = member.verified && random.chance(0.04);
    const lastSeen = member.visits.at(-1)!;

    // Onboarding: the tour and, for institution members, the age survey (on the first dashboard).
    const firstDashboard = member.signup + 4 * MINUTE;
    const tour = member.verified ? random.weighted([['taken', 0.55], ['declined', 0.45]] as const) : 'none';
    let ageSurveyStatus: string = AgeSurveyStatus.NotApplicable;
    if (member.institution) {
      const survey = member.verified && member.visits.length > 1 ? random.weighted([['answered', 0.7], ['closed', 0.2], ['unseen', 0.1]] as const) : 'unseen';
      ageSurveyStatus = survey === 'answered' ? AgeSurveyStatus.Completed : survey === 'closed' ? ageSurveyOfferedStatus(new Date(firstDashboard)) : AgeSurveyStatus.NotYetOffered;
      if (survey !== 'unseen') select(firstDashboard + MINUTE, SelectContentType.AgeSurvey);
      if (survey === 'answered') {
        const ages =
          member.institution === 'demo'
            ? ([[AgeGroup.TwentyIsh, 0.46], [AgeGroup.ThirtyIsh, 0.24], [AgeGroup.Older, 0.14], [AgeGroup.Teen, 0.05], [AgeGroup.Private, 0.11]] as const)
            : ([[AgeGroup.Older, 0.46], [AgeGroup.ThirtyIsh, 0.34], [AgeGroup.TwentyIsh, 0.1], [AgeGroup.Private, 0.08], [AgeGroup.Teen, 0.02]] as const);
        plan.ageSurveys.push({ email, response: random.weighted(ages), code: member.code!, created_at: iso(firstDashboard + 2 * MINUTE) });
      }
    }

    // Sign-up: the registration screen (signed out), the account, the verification link.
    screen(member.signup - random.int(2, 6) * MINUTE, ScreenName.Registration, undefined, true);
    event(member.signup, AnalyticsEvent.SignUp, { method: 'email' });
    if (member.verified) {
      screen(member.signup + 3 * MINUTE, ScreenName.EmailVerification);
      screen(firstDashboard, ScreenName.Dashboard);
      if (tour === 'taken') {
        event(firstDashboard + 20_000, AnalyticsEvent.TutorialBegin);
        event(firstDashboard + 3 * MINUTE, AnalyticsEvent.TutorialComplete);
      }
    }

    // The program: topics in order, a few items a visit, until the member's interest runs out.
    const devices = random.chance(0.3) ? 2 : 1;
    let topicIndex = 0;
    let itemIndex = 0;
    let stopped = member.fullFrom === null || !member.verified;
    const assessed = new Map<number, number>();
    let previousVisit = member.signup;
    for (const visit of member.visits.slice(1)) {
      const at = { t: visit };
      const step = (minutes: number) => (at.t += minutes * MINUTE + random.int(0, 59) * 1000);
      // Sessions end after 30 idle days; some sign out on a shared device.
      if (visit - previousVisit > 30 * DAY || random.chance(0.12)) {
        screen(at.t - MINUTE, ScreenName.Login, undefined, true);
        event(at.t, AnalyticsEvent.Login, { method: 'email' });
      }
      previousVisit = visit;
      screen(step(0), ScreenName.Dashboard);
      const full = member.fullFrom !== null && visit >= member.fullFrom;
      if (!full) {
        if (random.chance(0.6)) screen(step(1), ScreenName.Library);
        if (random.chance(0.5) && topics[0]) screen(step(1), ScreenName.TopicOverview, topics[0].titles[language]);
        if (random.chance(0.35)) select(step(1), SelectContentType.Subscribe);
      }
      let todo = full && !stopped ? random.weighted([[2, 0.25], [3, 0.3], [4, 0.25], [6, 0.2]] as const) : 0;
      let shownTopic = -1;
      while (todo > 0 && !stopped && topicIndex < topics.length) {
        const topic = topics[topicIndex]!;
        if (shownTopic !== topicIndex) {
          if (random.chance(0.4)) screen(step(1), ScreenName.Library);
          screen(step(1), ScreenName.TopicOverview, topic.titles[language]);
          screen(step(1), ScreenName.TopicDetail, topic.titles[language]);
          shownTopic = topicIndex;
        }
        if (itemIndex < topic.items.length) {
          const item = topic.items[itemIndex]!;
          // Quitting mid-topic sometimes leaves a video part watched.
          if (random.chance(0.025)) {
            stopped = true;
            if (item.kind === 'step' && random.chance(0.5)) {
              const percent = random.int(15, 85);
              const watched = Math.round((item.seconds * percent) / 100);
              plan.stepProgress.push({ email, step_id: item.id, percent, time_seconds: watched, updated_at: iso(step(1)) });
              playMedia(item, at.t, watched);
            }
            break;
          }
          const finishedAt = step(Math.max(1, Math.round(Math.max(item.seconds, 60) / 60)));
          if (item.kind === 'step') {
            plan.stepProgress.push({ email, step_id: item.id, percent: 100, time_seconds: item.seconds, updated_at: iso(finishedAt) });
          } else {
            plan.exerciseProgress.push({ email, exercise_id: item.id, percent: 100, updated_at: iso(finishedAt) });
          }
          if (item.seconds > 0) playMedia(item, finishedAt - item.seconds * 1000, item.seconds);
          itemIndex += 1;
          todo -= 1;
          continue;
        }
        // Every item done: most take the check-in, then go on to the next topic or stop there.
        if (random.chance(0.8)) {
          select(step(1), SelectContentType.Assessment, topic.id);
          plan.assessmentViews.push({ email, module_id: topic.id, viewed_at: iso(at.t) });
          plan.assessments.push({ email, module_id: topic.id, quantitative_answer: rating(random, 0), created_at: iso(step(3)) });
          assessed.set(topic.id, at.t);
        } else if (random.chance(0.3)) {
          plan.assessmentViews.push({ email, module_id: topic.id, viewed_at: iso(step(1)) });
        }
        topicIndex += 1;
        itemIndex = 0;
        todo -= 1;
        if (random.chance(0.15)) stopped = true;
      }
      if (random.chance(0.3)) screen(step(2), ScreenName.Progress);
      if (random.chance(0.25)) {
        screen(step(1), ScreenName.Resources);
        const resource = program.resources.length && random.chance(0.6) ? random.pick(program.resources) : null;
        const resourceType = resource ? resourceContentTypes[resource.category] : undefined;
        if (resource && resourceType) select(step(1), resourceType, resource.id);
        else if (full && meditations.length) {
          // Meditations again, from the shelf: the mindful minutes of the devoted.
          const meditation = random.pick(meditations);
          select(step(1), SelectContentType.Meditation, meditation.id);
          playMedia(meditation, step(0), meditation.seconds);
          step(Math.round(meditation.seconds / 60));
        }
      }
      if (full && activities.length && random.chance(0.08)) {
        const activity = random.pick(activities);
        select(step(1), activityContentTypes[activity.activityType!]!, activity.id);
      }
      if (random.chance(0.08)) screen(step(1), ScreenName.UserAccount);
      if (full && random.chance(0.05)) screen(step(1), ScreenName.Journal);
    }
    for (const boughtAt of giftPurchases.get(email) ?? []) {
      screen(boughtAt - 2 * MINUTE, ScreenName.UserAccount);
      select(boughtAt - MINUTE, SelectContentType.Gift);
    }
    // A second check-in on a topic, no sooner than 30 days after the first (rules/check-in.ts).
    for (const [moduleId, firstAt] of assessed) {
      const later = member.visits.find((visit) => visit >= firstAt + 30 * DAY);
      if (later === undefined || !random.chance(0.45)) continue;
      const at = later + 10 * MINUTE;
      select(at, SelectContentType.Assessment, moduleId);
      plan.assessmentViews.push({ email, module_id: moduleId, viewed_at: iso(at) });
      plan.assessments.push({ email, module_id: moduleId, quantitative_answer: rating(random, 1), created_at: iso(at + 2 * MINUTE) });
    }
    // Disabled after their last visit: the notice is what they saw when they came back.
    if (member.disabled) screen(Math.min(nowMs - MINUTE, lastSeen + random.int(1, 9) * DAY), ScreenName.DisabledNotice);

    // Signed-in devices: one session each, last seen at the member's last visit (none once disabled).
    if (member.verified && !member.disabled) {
      for (let device = 0; device < devices; device += 1) {
        const seen = device === 0 ? lastSeen : member.visits[Math.floor(member.visits.length / 2)]!;
        const id = uuid(random);
        plan.sessions.push({
          id,
          email,
          // Not the SHA-256 of any token (auth/tokens.ts hashes to hex): no one can sign in with it.
          token_hash: `demo:${id}`,
          created_at: iso(member.signup),
          last_seen_at: iso(seen),
          expires_at: iso(seen + 30 * DAY),
          user_agent: random.pick(userAgents),
        });
      }
    }

    plan.users.push({
      email,
      name: member.name,
      is_email_verified: member.verified,
      is_disabled: member.disabled,
      institution: member.institution,
      is_trial_mode: member.fullFrom === null,
      marketing_opt_in: random.chance(0.3),
      preferred_language: language,
      age_survey_status: ageSurveyStatus,
      tutorial_offer_status: tour === 'taken' ? TutorialOfferStatus.Completed : tour === 'declined' ? tutorialOfferedStatus(new Date(firstDashboard)) : TutorialOfferStatus.NotYetOffered,
      created_at: iso(member.signup),
      updated_at: iso(lastSeen),
      last_seen_at: iso(lastSeen),
    });

    function playMedia(item: TDemoItem, startedAt: number, seconds: number) {
      if (seconds <= 0) return;
      const meditation = item.activityType === ActivityType.Meditation;
      const voice = meditation ? (random.chance(0.62) ? 'female' : 'male') : null;
      const length = voice === 'male' ? item.maleSeconds || item.seconds : item.seconds;
      const played = Math.min(seconds, length);
      plan.mediaPlays.push({
        email,
        play_id: uuid(random),
        media: meditation ? 'meditation' : 'video',
        content_id: item.id,
        voice,
        intervals: [[0, played]],
        counted_seconds: played,
        first_reported_at: iso(startedAt + 10_000),
        last_reported_at: iso(startedAt + played * 1000),
      });
    }
  }

  plan.events.sort((a, b) => a.created_at.localeCompare(b.created_at));
  return plan;
}

/** A check-in's rating, 1 (not at all) to 5 (very much), a little higher at a later check-in; 6 is "skip". */
function rating(random: TSeededRandom, lift: number): number {
  if (random.chance(0.05)) return 6;
  return Math.min(5, random.weighted([[2, 0.12], [3, 0.33], [4, 0.37], [5, 0.18]] as const) + (random.chance(0.4) ? lift : 0));
}
