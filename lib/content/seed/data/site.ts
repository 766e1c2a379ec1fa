import type { LangMap } from '@/lib/contract/types';
import type { SeedSiteContent } from '@/lib/content/seed/types';

/**
 * Site-wide demo content: homepage hero, about, galleries, service pages, legal texts, contacts.
 * The operator, its partners and the hero person are fictional; partner links use the reserved
 * `.example` top-level domain so that they can never point at a real business.
 */

const same = (value: string): LangMap => ({ az: value, en: value, ru: value });

const terms: LangMap = {
  az: [
    '<p><strong>1. Ümumi müddəalar</strong></p>',
    '<p>Bu qaydalar «Xatirə» veb-saytından (bundan sonra – Sayt) istifadə şərtlərini müəyyən edir. Sayta daxil olmaqla siz bu qaydalarla tanış olduğunuzu və onlara əməl etməyə razı olduğunuzu təsdiq edirsiniz.</p>',
    '<p><strong>2. Məzmun və hörmət</strong></p>',
    '<p>Saytda yerləşdirilən xatirə səhifələri mərhumların və onların ailələrinin şərəf və ləyaqətinə hörmət prinsipi əsasında hazırlanır. Aşağıdakılar qadağandır:</p>',
    '<ul><li>təhqiredici, nifrət oyadan və ya yalan məlumatların yayılması;</li><li>başqalarına məxsus fotoşəkil və mətnlərin icazəsiz istifadəsi;</li><li>Saytın işinə müdaxilə etmək və ya onu pozmaq cəhdləri.</li></ul>',
    '<p><strong>3. Müəllif hüquqları</strong></p>',
    '<p>Saytın dizaynı, loqosu və redaksiya mətnləri «Xatirə» layihəsinə məxsusdur. Ailələrin təqdim etdiyi fotoşəkil, video və səs yazıları onların mülkiyyətində qalır və yalnız xatirə səhifəsində göstərilmək üçün istifadə olunur.</p>',
    '<p><strong>4. Məlumatların dəqiqliyi</strong></p>',
    '<p>Tarixi şəxsiyyətlər və abidələr haqqında məlumatlar açıq mənbələr əsasında hazırlanır. Səhv aşkar etsəniz, əlaqə forması vasitəsilə bizə bildirin – məlumatı yoxlayıb düzəldəcəyik.</p>',
    '<p><strong>5. Məsuliyyətin məhdudlaşdırılması</strong></p>',
    '<p>Sayt «olduğu kimi» təqdim olunur. Texniki fasilələrə, eləcə də üçüncü tərəf xidmətlərinin (xəritələr, video platformalar) işində yaranan nasazlıqlara görə məsuliyyət daşımırıq.</p>',
    '<p><strong>6. Dəyişikliklər</strong></p>',
    '<p>Bu qaydalar vaxtaşırı yenilənə bilər. Yenilənmiş mətn Saytda dərc olunduğu andan qüvvəyə minir.</p>',
  ].join(''),
  en: [
    '<p><strong>1. General provisions</strong></p>',
    '<p>These rules set out the terms for using the Xatirə website (the “Site”). By using the Site you confirm that you have read these rules and agree to follow them.</p>',
    '<p><strong>2. Content and respect</strong></p>',
    '<p>Memorial pages on the Site are prepared with respect for the honour and dignity of the deceased and their families. The following are prohibited:</p>',
    '<ul><li>spreading offensive, hateful or false information;</li><li>using other people’s photographs or texts without permission;</li><li>attempting to interfere with or disrupt the operation of the Site.</li></ul>',
    '<p><strong>3. Copyright</strong></p>',
    '<p>The Site’s design, logo and editorial texts belong to the Xatirə project. Photographs, videos and recordings provided by families remain their property and are used only for display on the memorial page.</p>',
    '<p><strong>4. Accuracy of information</strong></p>',
    '<p>Information about historical figures and monuments is based on open sources. If you notice an error, please let us know through the contact form and we will check and correct it.</p>',
    '<p><strong>5. Limitation of liability</strong></p>',
    '<p>The Site is provided “as is”. We are not liable for technical interruptions or for faults in third-party services such as maps and video platforms.</p>',
    '<p><strong>6. Changes</strong></p>',
    '<p>These rules may be updated from time to time. The updated text takes effect as soon as it is published on the Site.</p>',
  ].join(''),
  ru: [
    '<p><strong>1. Общие положения</strong></p>',
    '<p>Настоящие правила определяют условия пользования веб-сайтом «Xatirə» (далее — Сайт). Пользуясь Сайтом, вы подтверждаете, что ознакомились с правилами и согласны их соблюдать.</p>',
    '<p><strong>2. Содержание и уважение</strong></p>',
    '<p>Страницы памяти на Сайте создаются с уважением к чести и достоинству ушедших и их семей. Запрещается:</p>',
    '<ul><li>распространять оскорбительную, разжигающую ненависть или ложную информацию;</li><li>использовать чужие фотографии и тексты без разрешения;</li><li>пытаться вмешиваться в работу Сайта или нарушать её.</li></ul>',
    '<p><strong>3. Авторские права</strong></p>',
    '<p>Дизайн, логотип и редакционные тексты Сайта принадлежат проекту «Xatirə». Фотографии, видео и аудиозаписи, предоставленные семьями, остаются их собственностью и используются только для показа на странице памяти.</p>',
    '<p><strong>4. Точность сведений</strong></p>',
    '<p>Сведения об исторических личностях и памятниках основаны на открытых источниках. Если вы заметили ошибку, сообщите нам через форму обратной связи — мы проверим и исправим её.</p>',
    '<p><strong>5. Ограничение ответственности</strong></p>',
    '<p>Сайт предоставляется «как есть». Мы не несём ответственности за технические перерывы и за сбои в работе сторонних сервисов, таких как карты и видеоплатформы.</p>',
    '<p><strong>6. Изменения</strong></p>',
    '<p>Правила могут периодически обновляться. Обновлённый текст вступает в силу с момента его публикации на Сайте.</p>',
  ].join(''),
};

const terms2: LangMap = {
  az: [
    '<p><strong>1. Razılaşmanın tərəfləri</strong></p>',
    '<p>Bu razılaşma «Xatirə» layihəsi (bundan sonra – Operator) ilə əlaqə formasını dolduran və ya xidmət sifariş edən şəxs (bundan sonra – İstifadəçi) arasında bağlanır.</p>',
    '<p><strong>2. Şəxsi məlumatlar</strong></p>',
    '<p>İstifadəçinin adı, telefon nömrəsi və e-poçt ünvanı yalnız müraciətə cavab vermək və sifarişi yerinə yetirmək üçün istifadə olunur. Qanunla nəzərdə tutulmuş hallar istisna olmaqla, Operator bu məlumatları İstifadəçinin razılığı olmadan üçüncü şəxslərə ötürmür.</p>',
    '<p><strong>3. Təqdim olunan materiallar</strong></p>',
    '<p>İstifadəçi xatirə səhifəsi üçün göndərdiyi fotoşəkil, mətn və səs yazılarından istifadə hüququna malik olduğunu təsdiq edir. Materiallar yalnız razılaşdırılmış səhifədə və İstifadəçinin icazəsi ilə dərc olunur.</p>',
    '<p><strong>4. Tərəflərin öhdəlikləri</strong></p>',
    '<ul><li>Operator səhifəni razılaşdırılmış müddətdə hazırlamağı və onun fasiləsiz işləməsini təmin etməyi öhdəsinə götürür.</li><li>İstifadəçi dəqiq məlumat təqdim etməyi və üçüncü şəxslərin hüquqlarını pozmamağı öhdəsinə götürür.</li></ul>',
    '<p><strong>5. Məlumatların silinməsi</strong></p>',
    '<p>İstifadəçi istənilən vaxt səhifənin və ya şəxsi məlumatlarının silinməsini tələb edə bilər. Müraciət 10 iş günü ərzində icra olunur.</p>',
    '<p><strong>6. Yekun müddəalar</strong></p>',
    '<p>Bu razılaşma Azərbaycan Respublikasının qanunvericiliyi ilə tənzimlənir. Mübahisələr danışıqlar yolu ilə, razılıq əldə olunmadıqda isə qanunvericiliyə uyğun qaydada həll edilir.</p>',
  ].join(''),
  en: [
    '<p><strong>1. Parties</strong></p>',
    '<p>This agreement is concluded between the Xatirə project (the “Operator”) and any person who fills in the contact form or orders a service (the “User”).</p>',
    '<p><strong>2. Personal data</strong></p>',
    '<p>The User’s name, phone number and e-mail address are used only to answer the enquiry and fulfil the order. The Operator does not pass this data to third parties without the User’s consent, except where required by law.</p>',
    '<p><strong>3. Materials provided</strong></p>',
    '<p>The User confirms that they have the right to use the photographs, texts and recordings they send for a memorial page. Materials are published only on the agreed page and with the User’s permission.</p>',
    '<p><strong>4. Obligations of the parties</strong></p>',
    '<ul><li>The Operator undertakes to prepare the page within the agreed time and to keep it available without interruption.</li><li>The User undertakes to provide accurate information and not to infringe the rights of third parties.</li></ul>',
    '<p><strong>5. Deletion of data</strong></p>',
    '<p>The User may at any time request the deletion of the page or of their personal data. Requests are processed within 10 working days.</p>',
    '<p><strong>6. Final provisions</strong></p>',
    '<p>This agreement is governed by the laws of the Republic of Azerbaijan. Disputes are settled by negotiation or, failing agreement, in accordance with the law.</p>',
  ].join(''),
  ru: [
    '<p><strong>1. Стороны соглашения</strong></p>',
    '<p>Настоящее соглашение заключается между проектом «Xatirə» (далее — Оператор) и лицом, заполнившим форму обратной связи или заказавшим услугу (далее — Пользователь).</p>',
    '<p><strong>2. Персональные данные</strong></p>',
    '<p>Имя, номер телефона и адрес электронной почты Пользователя используются только для ответа на обращение и выполнения заказа. Оператор не передаёт эти данные третьим лицам без согласия Пользователя, за исключением случаев, предусмотренных законом.</p>',
    '<p><strong>3. Предоставляемые материалы</strong></p>',
    '<p>Пользователь подтверждает, что имеет право использовать фотографии, тексты и аудиозаписи, которые он присылает для страницы памяти. Материалы публикуются только на согласованной странице и с разрешения Пользователя.</p>',
    '<p><strong>4. Обязательства сторон</strong></p>',
    '<ul><li>Оператор обязуется подготовить страницу в согласованный срок и обеспечить её бесперебойную работу.</li><li>Пользователь обязуется предоставлять достоверные сведения и не нарушать права третьих лиц.</li></ul>',
    '<p><strong>5. Удаление данных</strong></p>',
    '<p>Пользователь может в любой момент потребовать удаления страницы или своих персональных данных. Запрос выполняется в течение 10 рабочих дней.</p>',
    '<p><strong>6. Заключительные положения</strong></p>',
    '<p>Настоящее соглашение регулируется законодательством Азербайджанской Республики. Споры решаются путём переговоров, а при недостижении согласия — в порядке, установленном законодательством.</p>',
  ].join(''),
};

export const site: SeedSiteContent = {
  homepage: {
    type: 'deceased',
    tamAd: { az: 'Bəhruz Nəbiyev', en: 'Bahruz Nabiyev', ru: 'Бахруз Набиев' },
    olumTarixi: '14.02.2025',
    olumDesc: {
      az: '<p>Ömrünü gənclərin təhsilinə həsr etmiş müəllim, qayğıkeş ata və baba Bəhruz Nəbiyev 14 fevral 2025-ci ildə dünyasını dəyişib. Onun işığı yetişdirdiyi yüzlərlə şagirdin qəlbində yaşayır.</p><p>Allah rəhmət eləsin.</p>',
      en: '<p>Bahruz Nabiyev — a teacher who devoted his life to educating young people, and a caring father and grandfather — passed away on 14 February 2025. His light lives on in the hearts of the hundreds of pupils he taught.</p><p>May he rest in peace.</p>',
      ru: '<p>Бахруз Набиев — учитель, посвятивший жизнь образованию молодёжи, заботливый отец и дед — скончался 14 февраля 2025 года. Его свет живёт в сердцах сотен его учеников.</p><p>Светлая память.</p>',
    },
    photo: 'hero/hero.webp',
    video: 'video/v-01.mp4',
  },
  mainContent: {
    text: {
      az: '<p><strong>Xatirə</strong> sevdiklərimizin həyat hekayəsini, fotoşəkillərini, səsini və xatirələrini bir yerdə qoruyan rəqəmsal xatirə platformasıdır. Burada xatirə səhifəsi yarada, nəslinizin şəcərəsini tərtib edə və QR kod vasitəsilə bu səhifəni məzar daşına və ya xatirə lövhəsinə bağlaya bilərsiniz.</p><p>Məqsədimiz sadədir: heç bir ad və heç bir hekayə unudulmasın.</p>',
      en: '<p><strong>Xatirə</strong> is a digital memorial platform that keeps the life stories, photographs, voices and memories of our loved ones in one place. Here you can create a memorial page, compile your family tree and link the page to a gravestone or memorial plaque with a QR code.</p><p>Our aim is simple: that no name and no story is forgotten.</p>',
      ru: '<p><strong>Xatirə</strong> — цифровая мемориальная платформа, которая хранит в одном месте истории жизни, фотографии, голоса и воспоминания о наших близких. Здесь можно создать страницу памяти, составить родословную семьи и связать страницу с надгробием или памятной табличкой с помощью QR-кода.</p><p>Наша цель проста: чтобы ни одно имя и ни одна история не были забыты.</p>',
    },
    image: 'main/main-content.webp',
  },
  about: {
    aboutText1: {
      az: '<p>«Xatirə» layihəsi 2023-cü ildə Bakıda bir qrup mühəndis, tarixçi və dizayner tərəfindən yaradılıb. Biz ailələrə yaxınlarının xatirəsini rəqəmsal formada qorumağa və nəsillər arasında körpü salmağa kömək edirik.</p><p>Platformada ictimai xadimlərin, tarixi şəxsiyyətlərin, şəhidlərimizin və sadə insanların xatirə səhifələri, eləcə də tarixi abidələr haqqında məlumatlar toplanıb.</p>',
      en: '<p>The Xatirə project was started in Baku in 2023 by a group of engineers, historians and designers. We help families preserve the memory of their loved ones in digital form and build bridges between generations.</p><p>The platform brings together memorial pages for public and historical figures, our martyrs and ordinary people, as well as information about historical monuments.</p>',
      ru: '<p>Проект «Xatirə» создан в Баку в 2023 году группой инженеров, историков и дизайнеров. Мы помогаем семьям сохранить память о близких в цифровом виде и строить мосты между поколениями.</p><p>На платформе собраны страницы памяти общественных деятелей, исторических личностей, наших шехидов и простых людей, а также сведения об исторических памятниках.</p>',
    },
    aboutText2: {
      az: '<p><strong>Necə işləyir?</strong> Əvvəlcə bizə yaxınınız haqqında məlumat, fotoşəkillər və istəsəniz səs yazıları göndərirsiniz. Redaktorlarımız bu materiallardan səliqəli xatirə səhifəsi hazırlayır.</p><p>Sonra səhifəyə aparan unikal QR kod hazırlanır və qranit, metal və ya keramik lövhə üzərində məzar daşına bərkidilir. Kodu telefonla skan edən hər kəs xatirə səhifəsini aça bilər.</p>',
      en: '<p><strong>How does it work?</strong> First you send us information about your loved one, photographs and, if you wish, voice recordings. Our editors turn these materials into a carefully designed memorial page.</p><p>Then a unique QR code leading to the page is made and fixed to the gravestone on a granite, metal or ceramic plate. Anyone who scans the code with a phone can open the memorial page.</p>',
      ru: '<p><strong>Как это работает?</strong> Сначала вы присылаете нам сведения о близком человеке, фотографии и, по желанию, аудиозаписи. Наши редакторы превращают эти материалы в аккуратно оформленную страницу памяти.</p><p>Затем изготавливается уникальный QR-код, ведущий на страницу, и крепится к надгробию на гранитной, металлической или керамической табличке. Любой, кто отсканирует код телефоном, сможет открыть страницу памяти.</p>',
    },
    aboutMedia: 'about/about.webp',
    partners: [
      { link: 'https://xezer-granit.example', logo: 'partners/partner-01.png' },
      { link: 'https://nurqr.example', logo: 'partners/partner-02.png' },
      { link: 'https://gulustan-floristika.example', logo: 'partners/partner-03.png' },
      { link: 'https://yaddas-arxivi.example', logo: 'partners/partner-04.png' },
      { link: 'https://ergunes-media.example', logo: 'partners/partner-05.png' },
      { link: 'https://abseron-cap.example', logo: 'partners/partner-06.png' },
    ],
    samples: [
      'samples/s-01.webp',
      'samples/s-02.webp',
      'samples/s-03.webp',
      'samples/s-04.webp',
      'samples/s-05.webp',
      'samples/s-06.webp',
      'samples/s-07.webp',
      'samples/s-08.webp',
    ],
  },
  photoGallery: Array.from(
    { length: 14 },
    (_, i) => `gallery/g-${String(i + 1).padStart(2, '0')}.webp`,
  ),
  videoGallery: [
    'video/v-01.mp4',
    'video/v-02.mp4',
    'video/v-03.mp4',
    'video/v-04.mp4',
    'video/v-06.mp4',
    'video/v-07.mp4',
    'video/v-08.mp4',
  ],
  memorial: {
    qrText1: {
      az: '<p><strong>Xatirə səhifəsi</strong> yaxınınızın həyat yolunu, fotoşəkillərini, videolarını və səs yazılarını bir ünvanda toplayır. Səhifə üç dildə – Azərbaycan, ingilis və rus dillərində hazırlanır.</p><p>Səhifəni ailə üzvləri ilə paylaşaraq uzaqda yaşayan qohumlarınıza da xatirəni yad etmək imkanı yarada bilərsiniz.</p>',
      en: '<p>A <strong>memorial page</strong> gathers your loved one’s life story, photographs, videos and voice recordings at a single address. Pages are prepared in three languages: Azerbaijani, English and Russian.</p><p>You can share the page with your family so that relatives living far away can also honour the memory.</p>',
      ru: '<p><strong>Страница памяти</strong> собирает по одному адресу историю жизни близкого человека, фотографии, видео и аудиозаписи. Страницы готовятся на трёх языках: азербайджанском, английском и русском.</p><p>Страницей можно поделиться с семьёй, чтобы и родственники, живущие далеко, могли почтить память.</p>',
    },
    qrText2: {
      az: '<p>Səhifəyə aparan QR kodu davamlı materiallardan hazırlanmış lövhə üzərində təqdim edirik. Lövhələr günəşə, yağışa və şaxtaya davamlıdır, quraşdırılması isə bir neçə dəqiqə çəkir.</p><ul><li>Səhifənin hazırlanması – 5 iş günü</li><li>Lövhənin hazırlanması – 7 iş günü</li><li>Məlumatların yenilənməsi – pulsuz</li></ul>',
      en: '<p>We supply the QR code leading to the page on a plate made of durable materials. The plates withstand sun, rain and frost, and installing one takes only a few minutes.</p><ul><li>Page preparation — 5 working days</li><li>Plate production — 7 working days</li><li>Updating the information — free of charge</li></ul>',
      ru: '<p>QR-код, ведущий на страницу, мы изготавливаем на табличке из прочных материалов. Таблички не боятся солнца, дождя и мороза, а установка занимает несколько минут.</p><ul><li>Подготовка страницы — 5 рабочих дней</li><li>Изготовление таблички — 7 рабочих дней</li><li>Обновление информации — бесплатно</li></ul>',
    },
    products: [
      {
        image: 'products/pr-01.webp',
        title: {
          az: 'QR kodlu qranit lövhə',
          en: 'Granite plaque with QR code',
          ru: 'Гранитная табличка с QR-кодом',
        },
        size: '30 × 20',
        unit: { az: 'sm', en: 'cm', ru: 'см' },
        cost: { az: '180 ₼', en: 'AZN 180', ru: '180 ₼' },
      },
      {
        image: 'products/pr-02.webp',
        title: {
          az: 'Paslanmayan polad lövhə',
          en: 'Stainless steel plate',
          ru: 'Табличка из нержавеющей стали',
        },
        size: '12 × 8',
        unit: { az: 'sm', en: 'cm', ru: 'см' },
        cost: { az: '65 ₼', en: 'AZN 65', ru: '65 ₼' },
      },
      {
        image: 'products/pr-03.webp',
        title: {
          az: 'Fotoşəkilli keramik medalyon',
          en: 'Ceramic photo medallion',
          ru: 'Керамический медальон с фотографией',
        },
        size: '13 × 18',
        unit: { az: 'sm', en: 'cm', ru: 'см' },
        cost: { az: '90 ₼', en: 'AZN 90', ru: '90 ₼' },
      },
      {
        image: 'products/pr-04.webp',
        title: {
          az: 'Stolüstü xatirə stendi',
          en: 'Tabletop memorial stand',
          ru: 'Настольная памятная подставка',
        },
        size: '15 × 21',
        unit: { az: 'sm', en: 'cm', ru: 'см' },
        cost: { az: '45 ₼', en: 'AZN 45', ru: '45 ₼' },
      },
    ],
  },
  obituary: {
    obituaryText1: {
      az: '<p><strong>Nekroloq</strong> mərhumun həyatı, əməlləri və xatirəsi haqqında qısa, ləyaqətli bir mətndir. Redaktorlarımız ailə ilə birlikdə mətnin hər sözünü diqqətlə seçir.</p><p>Nekroloq xatirə səhifəsində dərc olunur, istəyə görə isə çap üçün də hazırlanır.</p>',
      en: '<p>An <strong>obituary</strong> is a short, dignified text about the life, deeds and memory of the deceased. Our editors work with the family to choose every word with care.</p><p>The obituary is published on the memorial page and, on request, prepared for print as well.</p>',
      ru: '<p><strong>Некролог</strong> — короткий и достойный текст о жизни, делах и памяти ушедшего. Наши редакторы вместе с семьёй бережно подбирают каждое слово.</p><p>Некролог публикуется на странице памяти и по желанию готовится также для печати.</p>',
    },
    obituaryText2: {
      az: '<p>Mətn üç dildə hazırlana bilər. Ailənin istəyi ilə nekroloqa mərhumun fotoşəkli, yas mərasiminin vaxtı və yeri, eləcə də başsağlığı üçün əlaqə məlumatları əlavə olunur.</p><p>Bütün mətnlər dərc olunmazdan əvvəl ailə ilə razılaşdırılır.</p>',
      en: '<p>The text can be prepared in three languages. At the family’s request we add a photograph of the deceased, the time and place of the memorial ceremony and contact details for condolences.</p><p>Every text is agreed with the family before publication.</p>',
      ru: '<p>Текст может быть подготовлен на трёх языках. По желанию семьи к некрологу добавляются фотография, время и место траурной церемонии, а также контакты для выражения соболезнований.</p><p>Все тексты согласовываются с семьёй перед публикацией.</p>',
    },
  },
  genealogy: {
    genealogyText1: {
      az: '<p><strong>Şəcərə tərtibi</strong> xidməti ilə nəslinizin tarixini bir neçə nəsil geriyə izləyirik. Ailə arxivləri, köhnə sənədlər və ağsaqqalların xatirələri əsasında hər bir üzvün həyat yolu qeydə alınır.</p><p>Nəticədə ailənizin bütün üzvlərini birləşdirən interaktiv şəcərə səhifəsi yaranır.</p>',
      en: '<p>With our <strong>family tree</strong> service we trace your family’s history several generations back. Using family archives, old documents and the recollections of elders, we record the life of every member.</p><p>The result is an interactive genealogy page that brings all the members of your family together.</p>',
      ru: '<p>Услуга <strong>составления родословной</strong> позволяет проследить историю вашей семьи на несколько поколений назад. По семейным архивам, старым документам и воспоминаниям старших мы описываем жизненный путь каждого члена рода.</p><p>В результате появляется интерактивная страница родословной, объединяющая всех членов вашей семьи.</p>',
    },
    genealogyText2: {
      az: '<p>Şəcərə səhifəsini istənilən vaxt yeni üzvlər, fotoşəkillər və hekayələrlə tamamlamaq olar. İstəyə görə şəcərə ağacını divar lövhəsi və ya kitab şəklində də çap edirik.</p>',
      en: '<p>The genealogy page can be extended at any time with new members, photographs and stories. On request we also print the family tree as a wall panel or a book.</p>',
      ru: '<p>Страницу родословной можно в любой момент дополнить новыми членами семьи, фотографиями и историями. По желанию мы печатаем родословное древо в виде настенного панно или книги.</p>',
    },
  },
  virtualCemetery: {
    virtualCemeteryText1: {
      az: '<p><strong>Virtual qəbiristanlıq</strong> uzaqda yaşayan və ya doğma yurduna gedə bilməyən insanlara yaxınlarının məzarını onlayn ziyarət etmək imkanı verir.</p><p>Məzarın yeri xəritədə göstərilir, fotoşəkillər və video vasitəsilə isə onun ətrafı ilə tanış olmaq mümkündür.</p>',
      en: '<p>The <strong>virtual cemetery</strong> lets people who live far away, or cannot travel to their homeland, visit the graves of their loved ones online.</p><p>The grave is shown on a map, and photographs and video let you see its surroundings.</p>',
      ru: '<p><strong>Виртуальное кладбище</strong> даёт возможность тем, кто живёт далеко или не может поехать на родину, посетить могилы близких онлайн.</p><p>Место захоронения отмечено на карте, а фотографии и видео позволяют увидеть его окрестности.</p>',
    },
    virtualCemeteryText2: {
      az: '<p>Ziyarətçilər xatirə səhifəsində dua oxuya, səs yazılarını dinləyə və yaxınlarının xatirəsini yad edə bilərlər. Məzarın fotoşəkillərini isə istəyinizə uyğun olaraq mütəmadi yeniləyirik.</p>',
      en: '<p>Visitors can say a prayer on the memorial page, listen to recordings and honour the memory of their loved ones. We can also update photographs of the grave regularly, as you wish.</p>',
      ru: '<p>Посетители могут прочитать молитву на странице памяти, послушать записи и почтить память близких. По вашему желанию мы регулярно обновляем фотографии места захоронения.</p>',
    },
  },
  vr: 'video/v-05.mp4',
  qrBadge: {
    qrBadgeText1: {
      az: '<p><strong>QR kodlu nişan</strong> sahibinin təcili tibbi məlumatlarını daşıyan kiçik, möhkəm lövhədir. Kodu skan edən şəxs adı, doğum tarixini, qan qrupunu və yaxınlarla əlaqə nömrəsini dərhal görür.</p><p>Nişan uşaqlar, yaşlılar, idmançılar və səyahət edənlər üçün xüsusilə faydalıdır.</p>',
      en: '<p>A <strong>QR badge</strong> is a small, sturdy tag that carries its owner’s emergency medical information. Whoever scans the code immediately sees the name, date of birth, blood group and a phone number for relatives.</p><p>The badge is especially useful for children, older people, athletes and travellers.</p>',
      ru: '<p><strong>Жетон с QR-кодом</strong> — небольшая прочная табличка с экстренной медицинской информацией о владельце. Тот, кто отсканирует код, сразу увидит имя, дату рождения, группу крови и телефон для связи с близкими.</p><p>Жетон особенно полезен детям, пожилым людям, спортсменам и путешественникам.</p>',
    },
    qrBadgeText2: {
      az: '<p>Nişanlar paslanmayan polad, bürünc və keramikadan hazırlanır, müxtəlif forma və rənglərdə təqdim olunur. Məlumatları istənilən vaxt yeniləmək olar – nişanı dəyişməyə ehtiyac yoxdur.</p>',
      en: '<p>Badges are made of stainless steel, bronze or ceramic and come in various shapes and colours. The information can be updated at any time without replacing the badge.</p>',
      ru: '<p>Жетоны изготавливаются из нержавеющей стали, бронзы или керамики и бывают разных форм и цветов. Информацию можно обновить в любой момент — менять жетон не нужно.</p>',
    },
    badges: [
      'badges/b-01.webp',
      'badges/b-02.webp',
      'badges/b-03.webp',
      'badges/b-04.webp',
      'badges/b-05.webp',
      'badges/b-06.webp',
    ],
  },
  terms,
  terms2,
  contact: {
    contact_phone: same('+994 12 404 27 15'),
    contact_email: same('info@xatire.az'),
    instagram: same('https://www.instagram.com/xatire.az'),
    facebook: same('https://www.facebook.com/xatire.az'),
    tiktok: same('https://www.tiktok.com/@xatire.az'),
    youtube: same('https://www.youtube.com/@xatire'),
    whatsapp: same('https://wa.me/994504042715'),
  },
};
