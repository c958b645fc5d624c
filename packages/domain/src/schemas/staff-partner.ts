import { z } from 'zod';
import { AgeGroup } from '../enums/index.ts';

/**
 * A figure of the partner report: a count or an average, or null when it is suppressed because
 * it covers fewer than KAnonymityFloor members (rules/k-anonymity.ts). A suppressed figure's value
 * never leaves the server.
 */
const ZReportFigure = z.number().nullable();

/** GET /staff/institutions/:id/report and its CSV. */
export const ZPartnerReportParams = z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const ZPartnerInstitution = z.object({ id: z.number().int(), name: z.string() });
export type TPartnerInstitution = z.infer<typeof ZPartnerInstitution>;

/** GET /staff/partner/institutions: the institutions whose report the caller may read. */
export const ZPartnerInstitutions = z.array(ZPartnerInstitution);

export const ZPartnerReport = z
  .object({
    institution: ZPartnerInstitution,
    /** The smallest group of members a figure may cover: smaller ones are null. */
    k_floor: z.number().int(),
    /** Members linked to the institution now. */
    members: ZReportFigure,
    /** Members now linked who joined before the first week of `weeks`. */
    joined_before: ZReportFigure,
    /** The last 12 weeks, oldest first; weeks start on Monday, UTC. */
    weeks: z.array(
      z.object({
        week_start: z.string(),
        /** Members now linked who joined that week. */
        joined: ZReportFigure,
        /** Members who saved progress or an assessment that week. */
        active: ZReportFigure,
      }),
    ),
    /** Every published topic, in the program's order. */
    topics: z.array(
      z.object({
        topic_id: z.number().int(),
        title: z.string(),
        started: ZReportFigure,
        completed: ZReportFigure,
        /** Activities completed in the topic, all members together. */
        activities_done: ZReportFigure,
        /** The members' latest self-assessment ratings (1 to 6), averaged to one decimal. */
        average_rating: ZReportFigure,
      }),
    ),
    /** Members by their age-survey answer, and (`age_group` null) those who have not answered. */
    age_groups: z.array(z.object({ age_group: z.enum(AgeGroup).nullable(), members: ZReportFigure })),
  })
  .meta({ id: 'PartnerReport' });
export type TPartnerReport = z.infer<typeof ZPartnerReport>;
