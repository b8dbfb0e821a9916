import type { Template } from './template.ts';
import {
  addressSections,
  dependantSections,
  employment,
  jointSection,
  personalDetails,
} from './template-about.ts';
import { investmentSections, pensionSections, propertySections } from './template-assets.ts';
import { liabilitySections } from './template-liabilities.ts';
import { expenditureSections, incomeSections } from './template-money.ts';
import { estateSections, objectiveSections, protectionSections } from './template-planning.ts';

// The base template: every page of the fact-find, its sections made by the template-*.ts files (their types in
// template.ts, which imports none of them).

// The first four pages are the original fact-find's, in its order; a draft's lastCompletedStep keeps pointing at them.
export const baseTemplate: Template = {
  identifier: 'base',
  // 2: the rest of the fact-find (income, expenditure, assets, liabilities, protection, estate, objectives).
  version: 2,
  pages: [
    {
      slug: 'about-you',
      title: 'About you',
      sections: [jointSection(), personalDetails(1), personalDetails(2)],
    },
    { slug: 'employment', title: 'Employment', sections: [employment(1), employment(2)] },
    { slug: 'address', title: 'Address', sections: addressSections() },
    { slug: 'dependants', title: 'Dependants', sections: dependantSections() },
    { slug: 'income', title: 'Income', sections: incomeSections() },
    { slug: 'expenditure', title: 'Expenditure', sections: expenditureSections() },
    { slug: 'property', title: 'Property', sections: propertySections() },
    { slug: 'savings-investments', title: 'Savings and investments', sections: investmentSections() },
    { slug: 'pensions', title: 'Pensions', sections: pensionSections() },
    { slug: 'liabilities', title: 'Mortgages and debts', sections: liabilitySections() },
    { slug: 'protection', title: 'Protection', sections: protectionSections() },
    { slug: 'estate', title: 'Wills and estate', sections: estateSections() },
    { slug: 'objectives', title: 'Objectives and experience', sections: objectiveSections() },
  ],
};

export const basePageSlugs = baseTemplate.pages.map((page) => page.slug);
