import type { NamespaceOnboardingWizardTranslation } from '../../i18n-types.js';

const ar_onboardingWizard = {
  welcome: {
    title: 'مرحبًا بك في Ordna يا {name}',
    body: 'لنُعدّ {company} معًا. ست خطوات قصيرة تنقلك من حساب فارغ إلى أول عملية بيع؛ يمكنك تخطي أي خطوة والعودة لاحقًا من أي جهاز.',
    start: 'ابدأ الإعداد',
    resume: 'تابع من حيث توقفت',
    done: 'كل شيء جاهز. انتقل إلى لوحة التحكم',
  },
  wizard: 'خطوات الإعداد',
  progress: 'الإعداد: اكتمل {done} من {total}',
  stepOf: 'الخطوة {index} من {total}',
  continue: 'متابعة',
  skip: 'تخطَّ هذه الخطوة',
  back: 'رجوع',
  finished: 'اكتمل الإعداد. أحسنت!',
  toDashboard: 'انتقل إلى لوحة التحكم',
  states: { done: 'مكتمل', skipped: 'تم التخطي', open: 'متبقٍّ' },
  pages: {
    account: 'حسابك',
    information: 'معلومات الشركة',
    stations: 'محطات المطبخ',
    integrations: 'التكاملات',
    licenses: 'التراخيص',
    productLibrary: 'قائمة من مكتبة المنتجات',
  },
  outOfOrder: 'أكمل «{page}» أو تخطَّها أولًا: تم نقلك إليها.',
  account: {
    intro: 'هذا هو الحساب الذي سجلت به. يمكنك تغيير بياناتك لاحقًا من الإعدادات.',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    company: 'الشركة',
  },
  information: {
    intro: 'يظهر اسم نشاطك التجاري واسمك القانوني وعنوانك على الإيصالات والتقارير؛ يحفظها زر المتابعة.',
    businessName: 'اسم النشاط التجاري',
    legalName: 'الاسم القانوني',
    street: 'عنوان الشارع',
    zip: 'الرمز البريدي',
    city: 'المدينة',
  },
  stations: {
    intro: 'المحطة هي طابعة أو شاشة في المطبخ تُرسل إليها الطلبات.',
    existing: 'محطاتك',
    none: 'لا توجد محطات بعد.',
    name: 'اسم المحطة',
    kind: 'النوع',
    printer: 'طابعة',
    screen: 'شاشة',
    add: 'أضف محطة',
  },
  integrationsStep: {
    intro:
      'اربط برنامج المحاسبة لتصل مبيعات كل يوم إلى دفاترك دون إدخالها يدويًا. يمكنك فعل ذلك الآن أو لاحقًا.',
    open: 'افتح التكاملات',
  },
  licenses: {
    intro:
      'تفعّل التراخيص الطاولات وشاشات المطبخ وطلبات التطبيق وغير ذلك. تشمل فترتك التجريبية كل شيء؛ اختر التراخيص قبل انتهائها.',
    open: 'عرض التراخيص',
  },
  library: {
    intro:
      'اختر نوع المنشأة الأقرب إلى منشأتك. نضيف الفئات والأطباق والمنتجات والإضافات ونسب ضريبة القيمة المضافة لبلدك بنقرة واحدة؛ ثم عدّل ما تشاء مثل أي منتج.',
    kind: 'نوع المنشأة',
    kinds: { cafe: 'مقهى', bar: 'بار', restaurant: 'مطعم', shop: 'متجر' },
    preview: '{count} منتجًا في {categories} فئات',
    import: 'أضف هذه المنتجات',
    imported: 'تمت إضافة {products} منتجًا في {categories} فئات وتخطيط لنقطة البيع.',
    merged: 'كل شيء كان موجودًا: لم يتكرر شيء.',
    layoutReady: 'تخطيط نقطة البيع جاهز.',
    openLayout: 'افتح تخطيط نقطة البيع',
    testSale: 'أجرِ عملية بيع تجريبية',
    testSaleIntro: 'يبيع المحاكي أول منتج في تخطيطك مدفوعًا بالبطاقة، تمامًا مثل صندوق حقيقي.',
    sold: 'تمت عملية البيع التجريبية: يمكنك البيع الآن.',
    openOrders: 'عرض الطلب',
    price: 'السعر',
    vat: 'الضريبة {rate} %',
  },
  errors: {
    checkFields: 'تحقق من الحقول المميزة.',
    required: 'املأ هذا الحقل.',
    tooLong: 'هذا طويل جدًا.',
    noVenue: 'ليس لدى الشركة منشأة بعد.',
    noProducts: 'أضف منتجات إلى تخطيط نقطة البيع أولًا.',
    unknownEvent: 'حدث إعداد غير معروف.',
    unknownKind: 'اختر مقهى أو بارًا أو مطعمًا أو متجرًا.',
    outOfOrder: 'أكمل الخطوات السابقة أو تخطَّها أولًا.',
  },
} satisfies NamespaceOnboardingWizardTranslation;

export default ar_onboardingWizard;
