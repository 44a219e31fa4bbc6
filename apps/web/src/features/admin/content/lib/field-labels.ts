/** The i18n key of a select option's text (admin:content.options.youtube). */
export const optionLabelKey = (option: string) => `admin:content.options.${option}`;
