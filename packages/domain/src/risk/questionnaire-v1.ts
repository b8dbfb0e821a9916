import type { RiskQuestionnaire } from './questionnaire-shape.ts';

// Version 1 of the firm's own risk-profiling questionnaire (written for Atrium; not a copy of a proprietary one).
// Every answer is worth 1 to 5 points, 5 being the answer of someone most willing to accept risk; statements a
// risk-taker would disagree with list their options so that the last is still worth 5. docs/attitude-to-risk.md
// explains the scoring. Change a published version never: add version 2 beside it, so results keep their meaning.
// Each question's `about` is how the firm reads it of the person who answered, never shown to the client.

const agreeScale = ['Strongly agree', 'Agree', 'Neither agree nor disagree', 'Disagree', 'Strongly disagree'];
const disagreeScale = [...agreeScale].reverse();

export const riskQuestionnaireV1: RiskQuestionnaire = {
  version: 1,
  attitude: [
    {
      id: 'experience',
      text: 'How would you describe your experience of investing?',
      options: [
        'None: I have only ever used bank accounts',
        'A little: mainly cash ISAs and savings accounts',
        'Some: a workplace pension or a stocks and shares ISA',
        'A fair amount: I have held investments for several years',
        'A lot: I follow the markets and choose my own investments',
      ],
      about: {
        text: 'How would they describe their experience of investing?',
        options: [
          'None: has only ever used bank accounts',
          'A little: mainly cash ISAs and savings accounts',
          'Some: a workplace pension or a stocks and shares ISA',
          'A fair amount: has held investments for several years',
          'A lot: follows the markets and chooses their own investments',
        ],
      },
    },
    {
      id: 'reaction_to_fall',
      text: 'Imagine your investments fell by a fifth (20%) over a few months. What would you most likely do?',
      options: [
        'Sell everything, to stop losing any more',
        'Sell some, to reduce my risk',
        'Do nothing and wait for them to recover',
        'Hold on, and add a little more if I could',
        'Invest a lot more while prices are low',
      ],
      about: {
        text: 'Imagine their investments fell by a fifth (20%) over a few months. What would they most likely do?',
        options: [
          'Sell everything, to stop losing any more',
          'Sell some, to reduce their risk',
          'Do nothing and wait for them to recover',
          'Hold on, and add a little more if they could',
          'Invest a lot more while prices are low',
        ],
      },
    },
    {
      id: 'growth_or_security',
      text: 'Which of these matters most to you?',
      options: [
        'Keeping my money safe, even if it hardly grows',
        'Mostly keeping it safe, with a little growth',
        'An even balance of safety and growth',
        'Mostly growth, accepting some ups and downs',
        'The most growth possible, accepting large ups and downs',
      ],
      about: {
        text: 'Which of these matters most to them?',
        options: [
          'Keeping their money safe, even if it hardly grows',
          'Mostly keeping it safe, with a little growth',
          'An even balance of safety and growth',
          'Mostly growth, accepting some ups and downs',
          'The most growth possible, accepting large ups and downs',
        ],
      },
    },
    {
      id: 'worry',
      text: 'I would lose sleep if my investments fell in value, even for a short time.',
      options: agreeScale,
      about: {
        text: 'They would lose sleep if their investments fell in value, even for a short time.',
      },
    },
    {
      id: 'self_description',
      text: 'How would the people who know you best describe you when it comes to money?',
      options: [
        'Very careful: I avoid risk whenever I can',
        'Cautious',
        'Willing to take a risk after thinking it through',
        'Comfortable taking risks',
        'A real risk-taker',
      ],
      about: {
        text: 'How would the people who know them best describe them when it comes to money?',
        options: [
          'Very careful: avoids risk whenever they can',
          'Cautious',
          'Willing to take a risk after thinking it through',
          'Comfortable taking risks',
          'A real risk-taker',
        ],
      },
    },
    {
      id: 'portfolio_choice',
      text:
        'You invest £10,000 for five years. Which range of possible outcomes would you choose? ' +
        'The wider the range, the better the best case and the worse the worst.',
      options: [
        'Between £9,800 and £11,000',
        'Between £9,000 and £12,500',
        'Between £8,000 and £14,000',
        'Between £7,000 and £16,000',
        'Between £5,500 and £19,000',
      ],
      about: {
        text: 'They invest £10,000 for five years. Which range of possible outcomes would they choose? The wider the range, the better the best case and the worse the worst.',
      },
    },
    {
      id: 'prefer_savings',
      text: 'I would rather keep my money in a savings account than invest it, even if it grows less.',
      options: agreeScale,
      about: {
        text: 'They would rather keep their money in a savings account than invest it, even if it grows less.',
      },
    },
    {
      id: 'decision_feeling',
      text: 'After you have made a big financial decision, how do you usually feel?',
      options: [
        'Worried that I got it wrong',
        'Somewhat uneasy',
        'Neither worried nor sure',
        'Fairly confident',
        'Confident, and I rarely look back',
      ],
      about: {
        text: 'After they have made a big financial decision, how do they usually feel?',
        options: [
          'Worried that they got it wrong',
          'Somewhat uneasy',
          'Neither worried nor sure',
          'Fairly confident',
          'Confident, and rarely looks back',
        ],
      },
    },
    {
      id: 'accept_volatility',
      text: 'I accept that investments can fall sharply in some years if they are likely to grow more over the long term.',
      options: disagreeScale,
      about: {
        text: 'They accept that investments can fall sharply in some years if they are likely to grow more over the long term.',
      },
    },
    {
      id: 'largest_fall',
      text: 'What is the largest fall in a single year you could accept in return for better long-term growth?',
      options: ['No fall at all', 'Up to 5%', 'Up to 10%', 'Up to 20%', 'More than 20%'],
      about: {
        text: 'What is the largest fall in a single year they could accept in return for better long-term growth?',
      },
    },
  ],
  capacity: [
    {
      id: 'emergency_fund',
      text: 'If your income stopped, how long could you pay your essential bills from savings you can reach quickly?',
      options: [
        'Less than a month',
        'One to three months',
        'Three to six months',
        'Six to twelve months',
        'More than a year',
      ],
      about: {
        text: 'If their income stopped, how long could they pay their essential bills from savings they can reach quickly?',
      },
    },
    {
      id: 'reliance',
      text: 'How much of the money you plan to invest will you need for living costs or a planned expense in the next five years?',
      options: ['All of it', 'Most of it', 'About half', 'A little', 'None of it'],
      about: {
        text: 'How much of the money they plan to invest will they need for living costs or a planned expense in the next five years?',
      },
    },
    {
      id: 'time_horizon',
      text: 'When are you likely to need this money?',
      options: [
        'Within two years',
        'In two to five years',
        'In five to ten years',
        'In ten to fifteen years',
        'In more than fifteen years',
      ],
      about: {
        text: 'When are they likely to need this money?',
      },
    },
    {
      id: 'income_security',
      text: 'How secure is your income (or pension income) over the next five years?',
      options: ['Very insecure', 'Somewhat insecure', 'Reasonably secure', 'Secure', 'Very secure'],
      about: {
        text: 'How secure is their income (or pension income) over the next five years?',
      },
    },
    {
      id: 'effect_of_loss',
      text: 'If this investment lost a third of its value and did not recover, how would your standard of living change?',
      options: [
        'I could no longer meet my essential costs',
        'I would have to make major cuts',
        'I would notice it and cut back a little',
        'Hardly at all',
        'Not at all',
      ],
      about: {
        text: 'If this investment lost a third of its value and did not recover, how would their standard of living change?',
        options: [
          'They could no longer meet their essential costs',
          'They would have to make major cuts',
          'They would notice it and cut back a little',
          'Hardly at all',
          'Not at all',
        ],
      },
    },
  ],
  // Totals of the ten answers (10 to 50) and the level each band gives. Equal bands of six, the top one of five.
  levelBands: [
    { level: 1, from: 10, to: 15 },
    { level: 2, from: 16, to: 21 },
    { level: 3, from: 22, to: 27 },
    { level: 4, from: 28, to: 33 },
    { level: 5, from: 34, to: 39 },
    { level: 6, from: 40, to: 45 },
    { level: 7, from: 46, to: 50 },
  ],
  // Totals of the five capacity answers (5 to 25). An answer of 1 to a question named in capsAtLow means losing
  // money would hurt the client's essential living: their capacity is low whatever the total.
  capacityBands: [
    { capacity: 'low', from: 5, to: 11 },
    { capacity: 'medium', from: 12, to: 18 },
    { capacity: 'high', from: 19, to: 25 },
  ],
  capsAtLow: ['reliance', 'effect_of_loss'],
  // Version 1 scored experience as attitude, capped nothing and checked no contradictions; its results keep that.
  knowledge: [],
  capacityCeiling: null,
  contradictionGap: null,
  contradictionPairs: [],
  polarisedAt: null,
  checksFactFind: false,
};
