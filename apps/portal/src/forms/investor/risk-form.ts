import { z } from 'zod/mini';
import type { SuitabilityRiskStatement, SuitabilityRiskStatementInput } from '@sahm/investor-sdk';

type Questions = SuitabilityRiskStatement['questions'];

/** One required answer (an option id) per question of the statement. */
export function riskFormSchema(questions: Questions) {
  return z.object({
    answers: z.object(
      Object.fromEntries(
        questions.map((question) => [question.id, z.string().check(z.minLength(1))]),
      ),
    ),
  });
}

/** The saved answer of each question, '' where none. */
export function savedRiskAnswers(statement: SuitabilityRiskStatement): Record<string, string> {
  return Object.fromEntries(
    statement.questions.map((question) => [
      question.id,
      statement.answers.find((answer) => answer.questionId === question.id)?.optionId ?? '',
    ]),
  );
}

/** The body of `POST investor-suitability-risk-statement`. */
export function riskPayload(values: {
  answers: Record<string, string>;
}): SuitabilityRiskStatementInput {
  return {
    answers: Object.entries(values.answers).map(([questionId, optionId]) => ({
      questionId,
      optionId,
    })),
  };
}
