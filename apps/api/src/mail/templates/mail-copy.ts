import { Constants, type TLanguage } from '@innerway/domain';
import { renderActionMail, type TActionMail, type TMailContent } from './layout.ts';

/** What a mail template needs to know about the moment it is sent. */
export interface TMailVariables {
  productName: string;
  name: string;
  minutes: number;
}

/** The words of one mail in one language; layout, product name and link are filled in around them. */
export type TMailCopy = Omit<TActionMail, 'language' | 'productName' | 'link'>;

export interface TMailInput {
  language: TLanguage;
  productName: string;
  name: string;
  link: string;
}

/** French typography wants a no-break space before ':', '!' and between a number and its unit. */
export const nbsp = '\u00a0';

/** Turns the per-language words of one mail into its template. */
export function localisedMail(
  copy: Record<TLanguage, (variables: TMailVariables) => TMailCopy>,
): (input: TMailInput) => TMailContent {
  return (input) => {
    const words = copy[input.language]({
      productName: input.productName,
      name: input.name,
      minutes: Constants.tokenLifetimeMinutes,
    });
    return renderActionMail({ ...words, language: input.language, productName: input.productName, link: input.link });
  };
}
