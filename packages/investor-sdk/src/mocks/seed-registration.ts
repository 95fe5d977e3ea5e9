import { RiskLevel } from '../enums';
import type { RiskAnswer, RiskQuestion } from '../schemas/investor-profile';

/** The suitability questionnaire; each option's weight (1 careful … 3 bold) stays on the server. */
export const RISK_QUESTIONNAIRE: (RiskQuestion & { weights: Record<string, number> })[] = [
  {
    id: 'horizon',
    textAr: 'ما المدة التي تنوي الاستثمار خلالها؟',
    textEn: 'How long do you plan to stay invested?',
    options: [
      { id: 'horizon-short', textAr: 'أقل من سنة', textEn: 'Less than a year' },
      { id: 'horizon-medium', textAr: 'من سنة إلى ثلاث سنوات', textEn: 'One to three years' },
      { id: 'horizon-long', textAr: 'أكثر من ثلاث سنوات', textEn: 'More than three years' },
    ],
    weights: { 'horizon-short': 1, 'horizon-medium': 2, 'horizon-long': 3 },
  },
  {
    id: 'drawdown',
    textAr: 'لو انخفضت قيمة استثمارك 20٪، ماذا ستفعل؟',
    textEn: 'If your investment fell by 20%, what would you do?',
    options: [
      { id: 'drawdown-sell', textAr: 'أبيع كل شيء', textEn: 'Sell everything' },
      { id: 'drawdown-hold', textAr: 'أنتظر التعافي', textEn: 'Wait for a recovery' },
      { id: 'drawdown-buy', textAr: 'أستثمر المزيد', textEn: 'Invest more' },
    ],
    weights: { 'drawdown-sell': 1, 'drawdown-hold': 2, 'drawdown-buy': 3 },
  },
  {
    id: 'savings-share',
    textAr: 'ما نسبة مدخراتك التي ستستثمرها عبر المنصة؟',
    textEn: 'What share of your savings will you invest through the platform?',
    options: [
      { id: 'savings-small', textAr: 'أقل من 10٪', textEn: 'Less than 10%' },
      { id: 'savings-medium', textAr: 'من 10٪ إلى 25٪', textEn: '10% to 25%' },
      { id: 'savings-large', textAr: 'أكثر من 25٪', textEn: 'More than 25%' },
    ],
    weights: { 'savings-small': 1, 'savings-medium': 2, 'savings-large': 3 },
  },
  {
    id: 'goal',
    textAr: 'ما هدفك الرئيسي من الاستثمار؟',
    textEn: 'What is your main investment goal?',
    options: [
      { id: 'goal-preserve', textAr: 'المحافظة على رأس المال', textEn: 'Preserve my capital' },
      { id: 'goal-income', textAr: 'دخل منتظم', textEn: 'A regular income' },
      { id: 'goal-growth', textAr: 'نمو رأس المال', textEn: 'Grow my capital' },
    ],
    weights: { 'goal-preserve': 1, 'goal-income': 2, 'goal-growth': 3 },
  },
];

/** Average weight of the answers: up to 1.5 low, up to 2.25 medium, above that high. */
export function scoreRiskLevel(answers: RiskAnswer[]): RiskLevel {
  const weights = answers.map(
    (answer) =>
      RISK_QUESTIONNAIRE.find((question) => question.id === answer.questionId)?.weights[
        answer.optionId
      ] ?? 1,
  );
  const average = weights.reduce((sum, weight) => sum + weight, 0) / Math.max(weights.length, 1);
  if (average <= 1.5) return RiskLevel.Low;
  return average <= 2.25 ? RiskLevel.Medium : RiskLevel.High;
}

/** The current terms and conditions; accepting an older version is refused. */
export const CURRENT_TERMS = {
  version: '2025.1',
  titleAr: 'الشروط والأحكام',
  titleEn: 'Terms and conditions',
  contentAr:
    'باستخدامك منصة سهم فإنك تقر بأن الاستثمار ينطوي على مخاطر قد تؤدي إلى خسارة جزء من رأس المال أو كله، وأن العوائد المتوقعة ليست مضمونة، وأن المنصة مرخصة من هيئة السوق المالية.',
  contentEn:
    'By using Sahm you acknowledge that investing carries risks, including the loss of some or all of your capital, that expected returns are not guaranteed, and that the platform is licensed by the Capital Market Authority.',
  publishedAt: '2025-01-01T00:00:00Z',
} as const;

/** Fixed code of the mock SMS gateway: `send-sMS` "sends" it, `phone-number` accepts it. */
export const MOCK_SMS_VERIFICATION_CODE = '123456';
